.gallium
.kernel k0
  .args
    .arg griddim, 4
    .arg sampler, 4, 4, 32
  .proginfo
.kernel k1
  .args
    .arg image3d_wr, 12, 12
    .arg image3d_wr, 12, 4, 2, zext
    .arg image2d_wr, 2, 8
    .arg scalar, 12
  .config
    .call_convention 621602869
    .spilledvgprs 0
    .workitem_private_segment_size 2467
    .sgprsnum 90
    .floatmode 0xbc
    .debugmode
