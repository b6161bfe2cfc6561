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
.text
.p2align 8
.text
.global L1_0, L1_1, L1_2, L1_3
L1_0:
  .short ((L2_2 - L2_0) << 14)
  .short 0
L1_1:
  .short (L2_2 - L2_3)
  .short 0
L1_2:
  .quad (((L2_1 - L0_1) + (L2_1 - L0_1)) * 3)
L1_3:
  .int (((L0_0 - L2_3) * 16) & (L0_0 - L2_1))
  s_endpgm
.text
.p2align 8
.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .quad (((L1_0 - L0_0) << 35) ^ (L1_0 - L0_0))
L2_1:
  s_nop 0
L2_2:
  s_nop 0
  s_movk_i32 s4, ((L0_1 - L1_0) << 25)
L2_3:
  s_branch L0_1
  s_endpgm
