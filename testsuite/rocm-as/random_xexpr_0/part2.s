.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  s_nop 0
  s_nop 0
  .quad (L0_1 - L0_0)
L1_1:
  s_nop 0
  s_nop 0
  s_mov_b32 s16, lit(((L0_0 - L0_1) - 16))
L1_2:
  s_branch L0_0
L1_3:
  s_nop 0
  s_nop 0
  s_nop 0
  .short ((L0_1 - L0_0) << 19)
  .short 0
  s_endpgm
