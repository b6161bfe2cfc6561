# error: dims bad letter
.kernel k
  .config
    .dims xw
.text
k:
  s_endpgm
