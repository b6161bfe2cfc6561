.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  .short ((L2_2 - L2_0) << 14)
  .short 0
L1_1:
  .short (L2_2 - L2_3)
  .short 0
L1_2:
  .quad (((L2_1 - L0_1) + (L2_1 - L0_1)) * 3)
L1_3:
  .int (((L0_0 - L2_3) * 16) & (L0_0 - L2_1))
  s_endpgm
