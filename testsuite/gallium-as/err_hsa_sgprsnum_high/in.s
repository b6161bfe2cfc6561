# error: hsa sgprsnum high
.kernel k
  .config
    .hsa_sgprsnum 105
.text
k:
  .skip 256
  s_endpgm
