# xexpr-fuzz.py -s 7 #1: expressions over other parts' labels
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
  .quad (((L1_0 - L1_1) << 9) >> 4)
L0_1:
  .set S0_0, ((L1_1 - L1_0) + 256)
  .int S0_0 + 1
L0_2:
  s_nop 0
  s_movk_i32 s12, (((L1_1 - L1_0) & (L1_0 - L1_1)) ^ (L1_1 - L1_0))
.text
.p2align 8
.text
.global L1_0, L1_1
L1_0:
  .int (L0_2 - L0_1)
L1_1:
  s_nop 0
  s_nop 0
  .int (L0_0 - L0_1)
  s_endpgm
