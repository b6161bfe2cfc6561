# xexpr-fuzz.py -s 7 #0: expressions over other parts' labels
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
  s_nop 0
  .set S0_0, ((L1_0 - L1_3) ^ (L1_0 - L1_1))
  .int S0_0 + 1
L0_1:
  .quad (((L1_3 - L1_0) << 38) & (L1_2 - L1_0))
