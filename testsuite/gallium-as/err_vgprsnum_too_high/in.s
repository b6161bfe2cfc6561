# error: vgprsnum too high
.kernel k
  .config
    .vgprsnum 257
.text
k:
  s_endpgm
