.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .quad (((L1_0 - L0_0) << 35) ^ (L1_0 - L0_0))
L2_1:
  s_nop 0
L2_2:
  s_nop 0
  s_movk_i32 s4, ((L0_1 - L1_0) << 25)
L2_3:
  s_branch L0_1
  s_endpgm
