.text
.global L2_0, L2_1
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
L2_1:
  s_nop 0
  s_endpgm
