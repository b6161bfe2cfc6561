# .proginfo with fewer than three entries (others stay default), and an empty one
.kernel one
  .proginfo
    .entry 0x1234, 0x5678
.kernel none
  .proginfo
.kernel two
  .proginfo
    .entry 1, 2
    .entry 0xffffffff, 0xfffffffe
.text
one:
  s_endpgm
none:
  s_endpgm
two:
  s_endpgm
