# GCN 1.4: a write to FLAT_SCRATCH counts as the highest SGPR
.kernel f
  .config
    .dims x
.kernel h
  .config
    .dims x
.text
f:
  s_mov_b64 flat_scratch, s[2:3]
  s_endpgm
.p2align 8
h:
  s_mov_b32 s90, 0
  v_mov_b32 v100, 0
  s_endpgm
