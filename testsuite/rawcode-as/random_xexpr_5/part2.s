.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s6, lit((((L2_1 - L2_2) << 4) | 256))
L1_1:
  s_mov_b32 s2, lit((L0_0 - L2_1))
L1_2:
  s_nop 0
  .quad ((L2_0 - L0_1) & (L2_2 - L2_1))
