# error: old llvm hsa dims
.kernel k
  .config
    .dims x
    .hsa_dims xy
.text
k:
  s_endpgm
