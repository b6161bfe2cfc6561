# error: too many entries llvm39
.kernel k
  .proginfo
    .entry 1, 1
    .entry 2, 2
    .entry 3, 3
    .entry 4, 4
    .entry 5, 5
    .entry 6, 6
.text
k:
  s_endpgm
