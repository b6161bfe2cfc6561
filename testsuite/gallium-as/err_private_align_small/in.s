# error: private align small
.kernel k
  .config
    .private_segment_align 4
.text
k:
  .skip 256
  s_endpgm
