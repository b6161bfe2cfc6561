# error: hsa outside config
.kernel k
  .args
    .use_dispatch_ptr
.text
k:
  s_endpgm
