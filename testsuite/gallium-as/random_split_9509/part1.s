.gallium
.kernel k0
  .args
    .arg sampler, 1
    .arg constant, 12, 4
    .arg griddim, 16
    .arg constant, 12
.kernel k1
  .args
    .arg image2d_rd, 2
    .arg sampler, 3
    .arg gridoffset, 12, 12, 16, 
    .arg image3d_rd, 4, 8
.kernel k2
  .args
    .arg image3d_rd, 4, 8, 8
    .arg constant, 3
  .proginfo
    .entry 0xd709, 0xb0d9a1a1
    .entry 0x7510, 0x2834ca96
.kernel k3
  .args
    .arg image2d_wr, 3
    .arg image3d_rd, 4
    .arg global, 3, 3, 4
    .arg gridoffset, 2
    .arg sampler, 1, 8
  .config
    .scratchbuffer 30366
    .tgsize
    .floatmode 0xd1
    .pgmrsrc1 0x92e6074f
    .dims zyx
    .exceptions 0x1a
    .localsize 27523
    .vgprsnum 57
.globaldata
gd: .int 237, 484
