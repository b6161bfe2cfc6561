# error: arg in text
.kernel k
  .args
.text
k:
  .arg scalar, 4
  s_endpgm
