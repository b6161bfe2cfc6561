# error: arg align not pow2
.kernel k
  .args
    .arg scalar, 4, 4, 12
.text
k:
  s_endpgm
