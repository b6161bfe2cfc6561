# error: entry missing value
.kernel k
  .proginfo
    .entry 0xb848
.text
k:
  s_endpgm
