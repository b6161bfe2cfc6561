# error: proginfo after config
.kernel k
  .config
    .dims x
  .proginfo
.text
k:
  s_endpgm
