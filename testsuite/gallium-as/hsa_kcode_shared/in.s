# LLVM 4.0 with code shared between kernels through .kcode
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
.text
a:
  .skip 256
  s_branch common
.p2align 8
b:
  .skip 256
  s_branch common
.kcode a, b
common:
  s_mov_b32 s33, 0
  v_mov_b32 v17, 0
  s_endpgm
.kcodeend
