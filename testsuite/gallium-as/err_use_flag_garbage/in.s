# error: use flag garbage
.kernel k
  .config
    .use_dispatch_ptr 1
.text
k:
  .skip 256
  s_endpgm
