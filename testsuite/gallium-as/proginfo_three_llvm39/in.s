# LLVM 3.9: three entries given, entries 4 and 5 default to 0
.kernel th
  .proginfo
    .entry 0xb848, 0x000c0041
    .entry 0xb84c, 0x00000090
    .entry 0xb860, 0
.kernel nocfg
.text
th:
  s_endpgm
.p2align 8
nocfg:
  s_endpgm
