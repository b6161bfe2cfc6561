# LLVM 4.0 on GCN 1.2: FLAT_SCRATCH init and XNACK flags and real uses
.kernel f
  .config
    .dims xy
    .use_flat_scratch_init
    .use_xnack_enabled
.kernel g
  .config
    .dims xy
    .use_xnack_enabled
.text
f:
  .skip 256
  v_mov_b32 v3, 0
  s_endpgm
.p2align 8
g:
  .skip 256
  s_mov_b64 flat_scratch, 0
  s_endpgm
