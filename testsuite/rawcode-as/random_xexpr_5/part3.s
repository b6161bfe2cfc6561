.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  s_nop 0
  s_movk_i32 s14, (L0_1 - L0_0)
L2_1:
  .int (((L0_0 - L0_1) - (L1_1 - L1_0)) - 1)
L2_2:
L2_3:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
