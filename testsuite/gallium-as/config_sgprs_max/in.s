# .sgprsnum at the maximum (104) and .vgprsnum 256
.kernel m
  .config
    .sgprsnum 104
    .vgprsnum 256
.text
m: s_endpgm
