# error: reserved vgprs range
.kernel k
  .config
    .reserved_vgprs 250, 256
.text
k:
  .skip 256
  s_endpgm
