# error: kernarg align 8
.kernel k
  .config
    .kernarg_segment_align 8
.text
k:
  .skip 256
  s_endpgm
