# error: old llvm gds segment size
.kernel k
  .config
    .dims x
    .gds_segment_size 8
.text
k:
  s_endpgm
