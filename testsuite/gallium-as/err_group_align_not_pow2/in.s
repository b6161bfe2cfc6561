# error: group align not pow2
.kernel k
  .config
    .group_segment_align 48
.text
k:
  .skip 256
  s_endpgm
