.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  s_nop 0
  s_nop 0
  .short ((L0_1 - L0_2) << 29)
  .short 0
L1_1:
  .set S1_0, (((L0_0 - L0_1) ^ (L0_1 - L0_2)) >> 26)
  .int S1_0 + 1
L1_2:
  s_nop 0
  s_nop 0
  s_nop 0
L1_3:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
