# error: config after proginfo
.kernel k
  .proginfo
    .entry 1, 2
  .config
.text
k:
  s_endpgm
