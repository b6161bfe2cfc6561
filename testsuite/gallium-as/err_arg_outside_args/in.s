# error: arg outside args
.kernel k
  .config
    .dims x
    .arg global, 8
.text
k:
  s_endpgm
