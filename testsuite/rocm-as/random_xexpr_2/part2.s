.text
.global L1_0, L1_1
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .quad (L0_0 - L0_1)
L1_1:
  s_nop 0
  s_mov_b32 s14, lit(((L0_0 - L0_1) * (L0_1 - L0_0)))
  s_endpgm
