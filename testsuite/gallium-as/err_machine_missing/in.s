# error: machine missing
.kernel k
  .config
    .machine 1, 8, 0
.text
k:
  .skip 256
  s_endpgm
