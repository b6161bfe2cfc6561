# .arg defaults: target size rounded to 4, alignment power of two not below it
.kernel sizes
  .args
    .arg scalar, 1
    .arg scalar, 2
    .arg scalar, 3
    .arg scalar, 5
    .arg scalar, 6
    .arg scalar, 12
    .arg scalar, 16
    .arg scalar, 20
    .arg scalar, 33
    .arg scalar, 64
    .arg global, 8, 8
    .arg scalar, 2, 8
    .arg scalar, 12, 12, 4
    .arg scalar, 6, 8, 2, sext
.text
sizes:
  s_endpgm
