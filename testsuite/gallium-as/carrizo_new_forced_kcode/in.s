# LLVM 4.0 on Carrizo with -S and .kcode +
.kernel k1
  .config
    .dims x
    .use_private_segment_buffer
.kernel k2
  .config
    .dims x
    .use_xnack_enabled
.weak helper
.text
k1:
  .skip 256
  s_endpgm
.p2align 8
k2:
  .skip 256
  s_endpgm
.kcode +
helper:
  s_mov_b32 s21, 0
  s_endpgm
.kcodeend
