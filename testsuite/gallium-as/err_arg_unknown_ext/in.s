# error: arg unknown ext
.kernel k
  .args
    .arg scalar, 4, 4, 4, uext
.text
k:
  s_endpgm
