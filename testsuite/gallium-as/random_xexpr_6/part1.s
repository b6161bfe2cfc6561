# xexpr-fuzz.py -s 7 #6: expressions over other parts' labels
.kernel k
  .config
  .dims x
.text
k:
.global L0_0, L0_1
L0_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .quad ((L1_2 - L2_2) >> 9)
L0_1:
  .quad (L1_2 - L2_3)
