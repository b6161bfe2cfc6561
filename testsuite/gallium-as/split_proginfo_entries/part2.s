# the third entry
.kernel k
  .proginfo
    .entry 0xb860, 0x00002000
.text
  s_endpgm
