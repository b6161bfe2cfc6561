# separate: ProgInfo entries of one kernel from two objects
.kernel k
  .proginfo
    .entry 0xb848, 0x000c0041
    .entry 0xb84c, 0x00000098
.text
k:
  s_endpgm
