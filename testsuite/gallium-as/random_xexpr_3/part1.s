# xexpr-fuzz.py -s 7 #3: expressions over other parts' labels
.kernel k
  .config
  .dims x
.text
k:
.global L0_0, L0_1, L0_2, L0_3
L0_0:
  s_nop 0
  s_movk_i32 s13, (((L1_1 - L1_2) | 16) * 256)
L0_1:
L0_2:
  s_nop 0
  s_nop 0
  s_nop 0
L0_3:
  .short (((L1_0 - L1_1) << 16) / 16)
  .short 0
