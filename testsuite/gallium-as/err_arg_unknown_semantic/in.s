# error: arg unknown semantic
.kernel k
  .args
    .arg scalar, 4, 4, 4, zext, gridsize
.text
k:
  s_endpgm
