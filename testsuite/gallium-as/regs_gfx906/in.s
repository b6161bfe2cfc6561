# GCN 1.4.1 automatic counts with driver 17
.kernel g
  .config
    .dims xyz
    .userdatanum 8
.text
g:
  s_mov_b32 s3, 0
  v_mov_b32 v2, 0
  s_endpgm
