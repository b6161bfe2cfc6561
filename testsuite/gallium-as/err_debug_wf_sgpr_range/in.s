# error: debug wf sgpr range
.kernel k
  .config
    .debug_wavefront_private_segment_offset_sgpr 200
.text
k:
  .skip 256
  s_endpgm
