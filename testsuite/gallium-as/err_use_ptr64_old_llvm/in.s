# error: use ptr64 old llvm
.kernel k
  .config
    .use_ptr64
.text
k:
  s_endpgm
