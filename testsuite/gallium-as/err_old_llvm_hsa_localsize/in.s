# error: old llvm hsa localsize
.kernel k
  .config
    .dims x
    .hsa_localsize 16
.text
k:
  s_endpgm
