# error: arg unknown type
.kernel k
  .args
    .arg pointer, 8
.text
k:
  s_endpgm
