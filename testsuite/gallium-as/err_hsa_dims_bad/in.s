# error: hsa dims bad
.kernel k
  .config
    .hsa_dims w
.text
k:
  .skip 256
  s_endpgm
