# error: hsa vgprsnum high
.kernel k
  .config
    .hsa_vgprsnum 257
.text
k:
  .skip 256
  s_endpgm
