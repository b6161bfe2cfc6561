.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  .quad (L2_1 - L2_2)
L1_1:
  s_nop 0
  .int ((L2_2 - L2_3) | 3)
L1_2:
  s_nop 0
  s_nop 0
