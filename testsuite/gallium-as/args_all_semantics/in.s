# .arg: every semantic, full six-operand form, sext and zext
.kernel sem
  .args
    .arg scalar, 4, 4, 4, zext, general
    .arg scalar, 4, 4, 4, sext, griddim
    .arg scalar, 4, 4, 4, zext, gridoffset
    .arg image2d_rd, 8, 8, 8, zext, imgsize
    .arg image3d_wr, 8, 8, 8, sext, imgformat
    .arg global, 8, 8, 8, zext, general
    .arg scalar, 2, 4, 4, sext, general
    .arg scalar, 1, 4, 4, zext, imgsize
.text
sem:
  s_endpgm
