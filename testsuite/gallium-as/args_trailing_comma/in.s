# .arg with an empty target size after a trailing comma: clrxasm accepts it
.kernel k
  .args
    .arg scalar, 4,
    .arg global, 8
.text
k:
  s_endpgm
