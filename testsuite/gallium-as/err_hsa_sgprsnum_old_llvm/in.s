# error: hsa sgprsnum old llvm
.kernel k
  .config
    .hsa_sgprsnum 10
.text
k:
  s_endpgm
