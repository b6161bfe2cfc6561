.gallium
.arch_stepping 5
.kernel k0
  .proginfo
    .entry 0x2968, 0xf404c7c3
    .entry 0xba7b, 0x9cf7e68b
    .entry 0xd620, 0xbc3ddd45
.kernel k1
  .args
    .arg image2d_wr, 12, 12, 4, zext, imgsize
    .arg image2d_wr, 8
    .arg scalar, 8, 4, 8
    .arg local, 2
