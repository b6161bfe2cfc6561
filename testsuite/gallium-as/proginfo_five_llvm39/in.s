# LLVM 3.9: five ProgInfo entries
.kernel five
  .args
    .arg global, 8
  .proginfo
    .entry 0xb848, 0x000c0041
    .entry 0xb84c, 0x00000090
    .entry 0xb860, 0x00001000
    .entry 4, 7
    .entry 8, 9
.text
five:
  s_endpgm
