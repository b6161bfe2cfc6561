# error: wavefront size old llvm
.kernel k
  .config
    .wavefront_size 64
.text
k:
  s_endpgm
