# xexpr-fuzz.py -s 7 #11: expressions over other parts' labels
.text
.global L0_0, L0_1
L0_0:
  s_nop 0
L0_1:
  .set S0_0, (((L1_1 - L2_0) * 2) | 16)
  .int S0_0 + 1
  s_endpgm
.text
.p2align 8
.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s11, lit(((L0_0 - L2_2) + (L0_1 - L2_1)))
L1_1:
  s_nop 0
  s_nop 0
  s_nop 0
L1_2:
  s_nop 0
  s_nop 0
  .short ((L0_1 - L0_0) - (L0_1 - L0_0))
  .short 0
.text
.p2align 8
.text
.global L2_0, L2_1, L2_2
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_movk_i32 s6, (((L1_1 - L1_2) ^ (L1_0 - L0_0)) / 2)
L2_1:
  s_nop 0
L2_2:
  s_nop 0
  .quad (L0_0 - L1_1)
  s_endpgm
