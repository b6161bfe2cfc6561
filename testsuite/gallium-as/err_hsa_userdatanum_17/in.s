# error: hsa userdatanum 17
.kernel k
  .config
    .hsa_userdatanum 17
.text
k:
  .skip 256
  s_endpgm
