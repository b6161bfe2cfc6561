# .userdatanum 0 and repeated settings (the last one wins)
.kernel u
  .config
    .userdatanum 0
    .sgprsnum 10
    .sgprsnum 20
    .vgprsnum 100
    .vgprsnum 3
    .localsize 4096
    .localsize 100
.text
u: s_endpgm
