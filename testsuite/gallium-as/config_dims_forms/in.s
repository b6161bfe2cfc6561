# .dims in one- and two-operand forms
.kernel d1
  .config
    .dims x
.kernel d2
  .config
    .dims yz
.kernel d3
  .config
    .dims zyx
.kernel d4
  .config
    .dims xy, z
.kernel d5
  .config
    .dims z, xy
.kernel d6
  .config
    .dims , xyz
.kernel d7
  .config
    .dims xyz,
.kernel d8
  .config
    .dims y
    .dims xz
.text
d1: s_endpgm
d2: s_endpgm
d3: s_endpgm
d4: s_endpgm
d5: s_endpgm
d6: s_endpgm
d7: s_endpgm
d8: s_endpgm
