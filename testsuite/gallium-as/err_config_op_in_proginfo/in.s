# error: config op in proginfo
.kernel k
  .proginfo
    .entry 1, 2
    .sgprsnum 5
.text
k:
  s_endpgm
