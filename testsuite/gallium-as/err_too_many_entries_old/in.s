# error: too many entries old
.kernel k
  .proginfo
    .entry 1, 1
    .entry 2, 2
    .entry 3, 3
    .entry 4, 4
.text
k:
  s_endpgm
