.text
.global L1_0, L1_1
L1_0:
  .int (L0_2 - L0_1)
L1_1:
  s_nop 0
  s_nop 0
  .int (L0_0 - L0_1)
  s_endpgm
