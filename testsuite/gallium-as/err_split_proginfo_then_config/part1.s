.gallium
.kernel k
  .proginfo
    .entry 1, 2
.text
k:
  s_endpgm
