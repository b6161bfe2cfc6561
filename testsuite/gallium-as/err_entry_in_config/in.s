# error: entry in config
.kernel k
  .config
    .entry 0xb848, 0
.text
k:
  s_endpgm
