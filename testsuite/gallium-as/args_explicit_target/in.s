# .arg explicit target size and alignment, sext/zext without semantic
.kernel tgt
  .args
    .arg scalar, 2, 8, 16, sext
    .arg scalar, 1, 4, 1, zext
    .arg scalar, 4, 16, 64, zext, general
    .arg local, 4, 4, 2
    .arg constant, 4, 8, 8, sext, gridoffset
    .arg sampler, 4, 4, 4, zext, imgformat
  .config
    .dims xy
.text
tgt:
  s_endpgm
