# error: old llvm kernarg segment size
.kernel k
  .config
    .dims x
    .kernarg_segment_size 16
.text
k:
  s_endpgm
