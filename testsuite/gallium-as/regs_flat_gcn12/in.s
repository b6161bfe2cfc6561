# FLAT_SCRATCH on GCN 1.2 (6 extra SGPRs)
.kernel f
  .config
    .dims xy
.text
f:
  s_mov_b64 flat_scratch, s[2:3]
  v_mov_b32 v7, 0
  s_endpgm
