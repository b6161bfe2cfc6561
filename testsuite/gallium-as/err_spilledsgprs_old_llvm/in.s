# error: spilledsgprs old llvm
.kernel k
  .config
    .spilledsgprs 4
.text
k:
  s_endpgm
