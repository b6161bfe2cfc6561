# error: arg garbage
.kernel k
  .args
    .arg global, 8, 8, 8, zext, general, 1
.text
k:
  s_endpgm
