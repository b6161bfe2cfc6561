.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
L1_1:
  s_nop 0
  s_nop 0
  s_nop 0
  .set S1_0, (L2_1 - L0_0)
  .int S1_0 + 1
L1_2:
  s_nop 0
  s_nop 0
  .int (L2_1 - L0_1)
L1_3:
  s_nop 0
  s_nop 0
  .int (((L2_3 - L0_0) << 14) - (L2_0 - L2_2))
