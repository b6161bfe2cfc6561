# xexpr-fuzz.py -s 7 #2: expressions over other parts' labels
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
  s_nop 0
  s_branch L1_0
L0_1:
  s_endpgm
.text
.p2align 8
.text
.global L1_0, L1_1
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  .quad (L0_0 - L0_1)
L1_1:
  s_nop 0
  s_mov_b32 s14, lit(((L0_0 - L0_1) * (L0_1 - L0_0)))
  s_endpgm
