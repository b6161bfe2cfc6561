# error: dims bad second
.kernel k
  .config
    .dims x, q
.text
k:
  s_endpgm
