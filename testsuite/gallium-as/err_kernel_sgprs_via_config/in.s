# error: .sgprsnum above the GCN 1.2 maximum (102), refused at the kernel
.kernel k
  .config
    .sgprsnum 103
.text
k:
  s_endpgm
