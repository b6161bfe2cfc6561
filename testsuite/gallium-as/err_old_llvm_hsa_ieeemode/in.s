# error: old llvm hsa ieeemode
.kernel k
  .config
    .dims x
    .hsa_ieeemode
.text
k:
  s_endpgm
