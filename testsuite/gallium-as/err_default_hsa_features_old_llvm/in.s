# error: default hsa features old llvm
.kernel k
  .config
    .default_hsa_features
.text
k:
  s_endpgm
