# xexpr-fuzz.py -s 7 #4: expressions over other parts' labels
.kernel k
  .config
  .dims x
  .codeversion 1, 0
.text
k:
  .fill 64, 4, 0
.global L0_0, L0_1, L0_2
L0_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .set S0_0, ((L1_1 - L1_0) >> 10)
  .int S0_0 + 1
L0_1:
  s_nop 0
  s_branch L1_0
L0_2:
.text
.p2align 8
.text
.global L1_0, L1_1
L1_0:
  s_branch L0_2
L1_1:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
