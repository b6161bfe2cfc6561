# -A instead of -g (GCN 1.2): automatic registers with FLAT_SCRATCH
.kernel k
  .config
    .dims xyz
.text
k:
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v10, 0
  s_endpgm
