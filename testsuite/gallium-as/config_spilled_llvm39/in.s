# LLVM 3.9: spilled register counts in entries 4 and 5; .config kernel next to a .proginfo kernel
.kernel s1
  .config
    .dims x
    .spilledsgprs 11
    .spilledvgprs 22
.kernel s2
  .proginfo
    .entry 0xb848, 1
    .entry 0xb84c, 2
    .entry 0xb860, 3
    .entry 4, 4
.text
s1: s_endpgm
s2: s_endpgm
