# .localsize rounding to the LDS granule, and the maximum 32768
.kernel l0
  .config
    .localsize 1
.kernel l1
  .config
    .localsize 257
.kernel l2
  .config
    .localsize 32768
.kernel l3
  .config
    .localsize 0
.text
l0: s_endpgm
l1: s_endpgm
l2: s_endpgm
l3: s_endpgm
