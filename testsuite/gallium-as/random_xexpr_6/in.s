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
.text
.p2align 8
.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
L1_1:
  s_nop 0
  s_nop 0
  s_nop 0
  .set S1_0, (L2_1 - L0_0)
  .int S1_0 + 1
L1_2:
  s_nop 0
  s_nop 0
  .int (L2_1 - L0_1)
L1_3:
  s_nop 0
  s_nop 0
  .int (((L2_3 - L0_0) << 14) - (L2_0 - L2_2))
.text
.p2align 8
.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  .int (((L0_1 - L0_0) | (L1_2 - L1_0)) - 4)
L2_1:
  s_nop 0
  s_nop 0
  .set S2_1, (((L0_1 - L0_0) / 2) | 8)
  .int S2_1 + 1
L2_2:
  s_nop 0
  s_nop 0
L2_3:
  s_nop 0
  .quad (L1_0 - L1_2)
  s_endpgm
