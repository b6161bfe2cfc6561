# FLAT_SCRATCH on GCN 1.1 (4 extra SGPRs)
.kernel f
  .config
    .dims x
.kernel g
  .config
    .dims x
.text
f:
  s_mov_b64 flat_scratch, s[2:3]
  s_mov_b32 s20, 0
  s_endpgm
g:
  s_mov_b32 s20, 0
  s_endpgm
