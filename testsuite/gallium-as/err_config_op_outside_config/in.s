# error: config op outside config
.kernel k
  .args
    .arg global, 8
    .dims x
.text
k:
  s_endpgm
