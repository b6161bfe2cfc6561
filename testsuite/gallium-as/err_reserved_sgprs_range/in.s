# error: reserved sgprs range
.kernel k
  .config
    .reserved_sgprs 100, 110
.text
k:
  .skip 256
  s_endpgm
