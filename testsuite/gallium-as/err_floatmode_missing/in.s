# error: floatmode missing
.kernel k
  .config
    .floatmode
.text
k:
  s_endpgm
