# several kernels, unsorted names, one with an empty .args and one with two .args blocks
.kernel zeta
  .args
.kernel alpha
  .args
    .arg global, 8
  .args
    .arg scalar, 4
.kernel Mid
  .args
    .arg local, 4
    .arg griddim, 4
    .arg gridoffset, 4
.text
zeta:
  s_endpgm
.p2align 8
alpha:
  s_endpgm
.p2align 8
Mid:
  s_endpgm
