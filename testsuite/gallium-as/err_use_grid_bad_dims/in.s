# error: use grid bad dims
.kernel k
  .config
    .use_grid_workgroup_count xa
.text
k:
  .skip 256
  s_endpgm
