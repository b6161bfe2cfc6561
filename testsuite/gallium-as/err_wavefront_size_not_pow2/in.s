# error: wavefront size not pow2
.kernel k
  .config
    .wavefront_size 48
.text
k:
  .skip 256
  s_endpgm
