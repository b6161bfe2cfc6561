# xexpr-fuzz.py -s 7 #5: expressions over other parts' labels
.text
.global L0_0, L0_1
L0_0:
  s_nop 0
  s_nop 0
L0_1:
  s_nop 0
  s_nop 0
  .short (((L2_0 - L2_2) + 8) - 16)
  .short 0
  s_endpgm
