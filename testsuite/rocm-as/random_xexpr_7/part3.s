.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  s_nop 0
  s_mov_b32 s6, lit((((L0_0 - L1_1) & 2) - (L1_0 - L0_1)))
L2_1:
  s_nop 0
  s_nop 0
  s_nop 0
  .short (((L1_2 - L0_3) >> 17) & 8)
  .short 0
L2_2:
  s_mov_b32 s4, lit((L0_1 - L1_2))
L2_3:
  s_nop 0
  s_branch L1_2
  s_endpgm
