# LLVM 4.0: .use_flat_scratch_init / .use_xnack_enabled count as extra SGPRs
.kernel f
  .config
    .dims x
    .use_flat_scratch_init
.kernel x
  .config
    .dims x
    .use_xnack_enabled
.kernel n
  .config
    .dims x
.text
f:
  .skip 256
  s_mov_b32 s10, 0
  s_endpgm
.p2align 8
x:
  .skip 256
  s_mov_b32 s10, 0
  s_endpgm
.p2align 8
n:
  .skip 256
  s_mov_b32 s10, 0
  s_endpgm
