# XNACK_MASK on GCN 1.2 (4 extra SGPRs); FLAT_SCRATCH wins over it
.kernel x1
  .config
    .dims x
.kernel x2
  .config
    .dims x
.text
x1:
  s_mov_b64 xnack_mask, 0
  s_endpgm
.p2align 8
x2:
  s_mov_b64 xnack_mask, 0
  s_mov_b64 flat_scratch, 0
  s_endpgm
