# .arg of size 0 (warning only): target size 0, alignment 1
.kernel z
  .args
    .arg scalar, 0
    .arg scalar, 4
.text
z:
  s_endpgm
