.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  s_nop 0
  s_nop 0
  s_branch L0_2
L1_1:
  s_nop 0
L1_2:
L1_3:
  s_nop 0
  s_endpgm
