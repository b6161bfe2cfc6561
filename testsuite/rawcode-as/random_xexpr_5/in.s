# xexpr-fuzz.py -s 7 #5: expressions over other parts' labels
.text
.global L0_0, L0_1
L0_0:
  s_nop 0
  s_nop 0
L0_1:
  s_nop 0
  s_nop 0
  .short (((L2_0 - L2_2) + 8) - 16)
  .short 0
  s_endpgm
.text
.p2align 8
.text
.global L1_0, L1_1, L1_2
L1_0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s6, lit((((L2_1 - L2_2) << 4) | 256))
L1_1:
  s_mov_b32 s2, lit((L0_0 - L2_1))
L1_2:
  s_nop 0
  .quad ((L2_0 - L0_1) & (L2_2 - L2_1))
.text
.p2align 8
.text
.global L2_0, L2_1, L2_2, L2_3
L2_0:
  s_nop 0
  s_nop 0
  s_movk_i32 s14, (L0_1 - L0_0)
L2_1:
  .int (((L0_0 - L0_1) - (L1_1 - L1_0)) - 1)
L2_2:
L2_3:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
