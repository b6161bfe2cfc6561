# separate error: four ProgInfo entries over two objects (old LLVM)
.kernel k
  .proginfo
    .entry 1, 1
    .entry 2, 2
    .entry 3, 3
.text
k:
  s_endpgm
.text
.p2align 8
# the fourth entry
.kernel k
  .proginfo
    .entry 4, 4
