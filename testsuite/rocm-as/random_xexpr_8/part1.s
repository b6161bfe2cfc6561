# xexpr-fuzz.py -s 7 #8: expressions over other parts' labels
.kernel k
  .config
  .dims x
  .codeversion 1, 0
.text
k:
  .fill 64, 4, 0
.global L0_0, L0_1
L0_0:
  s_nop 0
  s_branch L2_2
L0_1:
  s_nop 0
  s_endpgm
