# .arg names are case-insensitive (types, extensions, semantics, shortcuts)
.kernel up
  .args
    .arg GLOBAL, 8
    .arg Image2D_RD, 8, 8, 8, SEXT, IMGSIZE
    .arg SCALAR, 4, 4, 4, ZExt, GridOffset
    .arg GridDim, 4
    .arg GRIDOFFSET, 4, 4, 4, SEXT
.text
up:
  s_endpgm
