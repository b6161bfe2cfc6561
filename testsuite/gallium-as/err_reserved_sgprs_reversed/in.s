# error: reserved sgprs reversed
.kernel k
  .config
    .reserved_sgprs 9, 5
.text
k:
  .skip 256
  s_endpgm
