# error: arg missing size
.kernel k
  .args
    .arg global
.text
k:
  s_endpgm
