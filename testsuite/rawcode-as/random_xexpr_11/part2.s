.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s11, lit(((L0_0 - L2_2) + (L0_1 - L2_1)))
L1_1:
  s_nop 0
  s_nop 0
  s_nop 0
L1_2:
  s_nop 0
  s_nop 0
  .short ((L0_1 - L0_0) - (L0_1 - L0_0))
  .short 0
