# xexpr-fuzz.py -s 7 #10: expressions over other parts' labels
.text
.global L0_0, L0_1
L0_0:
  s_nop 0
  s_nop 0
  .int ((L1_1 - L2_0) ^ (L1_1 - L2_1))
L0_1:
  s_movk_i32 s11, (((L2_1 - L1_2) * (L1_0 - L2_1)) * 1)
  s_endpgm
.text
.p2align 8
.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
L1_1:
  s_nop 0
  s_nop 0
  .set S1_0, (((L0_1 - L2_0) / 65536) | 2)
  .int S1_0 + 1
L1_2:
  s_nop 0
  s_nop 0
.text
.p2align 8
.text
.global L2_0, L2_1
L2_0:
  s_nop 0
  s_nop 0
  s_nop 0
L2_1:
  s_nop 0
  s_endpgm
