# error: reserved vgprs reversed
.kernel k
  .config
    .reserved_vgprs 7, 3
.text
k:
  .skip 256
  s_endpgm
