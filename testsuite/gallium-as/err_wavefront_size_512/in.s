# error: wavefront size 512
.kernel k
  .config
    .wavefront_size 512
.text
k:
  .skip 256
  s_endpgm
