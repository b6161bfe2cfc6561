# error: debug sgpr range
.kernel k
  .config
    .debug_private_segment_buffer_sgpr 104
.text
k:
  .skip 256
  s_endpgm
