# xexpr-fuzz.py -s 7 #9: expressions over other parts' labels
.text
.global L0_0, L0_1, L0_2
L0_0:
  s_nop 0
  s_nop 0
  s_movk_i32 s11, ((L1_3 - L1_2) - 1)
L0_1:
  s_movk_i32 s12, (L1_2 - L1_1)
L0_2:
  s_nop 0
  s_nop 0
  s_nop 0
