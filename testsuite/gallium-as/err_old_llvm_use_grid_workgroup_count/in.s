# error: old llvm use grid workgroup count
.kernel k
  .config
    .dims x
    .use_grid_workgroup_count x
.text
k:
  s_endpgm
