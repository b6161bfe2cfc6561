# error: hsa in proginfo
.kernel k
  .proginfo
    .entry 1, 2
    .use_ptr64
.text
k:
  s_endpgm
