# error: hsa code short
.kernel k
  .config
    .dims x
.text
k:
  .skip 248
  s_endpgm
