.text
.global L2_0, L2_1, L2_2
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_movk_i32 s6, (((L1_1 - L1_2) ^ (L1_0 - L0_0)) / 2)
L2_1:
  s_nop 0
L2_2:
  s_nop 0
  .quad (L0_0 - L1_1)
  s_endpgm
