# xexpr-fuzz.py -s 7 #11: expressions over other parts' labels
.text
.global L0_0, L0_1
L0_0:
  s_nop 0
L0_1:
  .set S0_0, (((L1_1 - L2_0) * 2) | 16)
  .int S0_0 + 1
  s_endpgm
