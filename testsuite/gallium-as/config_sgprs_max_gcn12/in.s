# .sgprsnum at the GCN 1.2 maximum (102)
.kernel m
  .config
    .sgprsnum 102
.text
m: s_endpgm
