# xexpr-fuzz.py -s 7 #7: expressions over other parts' labels
.kernel k
  .config
  .dims x
  .codeversion 1, 0
.text
k:
  .fill 64, 4, 0
.global L0_0, L0_1, L0_2, L0_3
L0_0:
  s_nop 0
  s_nop 0
  .set S0_0, (((L2_2 - L1_2) << 19) >> 21)
  .int S0_0 + 1
L0_1:
  s_nop 0
  s_nop 0
  s_nop 0
L0_2:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s7, lit(((L1_0 - L2_3) << 27))
L0_3:
  s_nop 0
  .set S0_1, ((L1_1 - L2_2) | (L2_0 - L1_2))
  .int S0_1 + 1
  s_endpgm
