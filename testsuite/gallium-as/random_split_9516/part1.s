.gallium
.kernel k0
  .args
    .arg local, 16, 16, 1, zext
    .arg global, 16, 4
    .arg gridoffset, 3
    .arg image3d_rd, 3
    .arg image3d_rd, 1
.kernel k1
  .args
    .arg griddim, 12, 8
    .arg image2d_wr, 3, 16
    .arg global, 1
    .arg global, 8, 8
  .proginfo
    .entry 0xdd06, 0x4c20a6a2
    .entry 0x6467, 0x51152d1
    .entry 0x1d4e, 0x5fa4f9ef
.kernel k2
  .args
    .arg sampler, 3
    .arg global, 16
    .arg image2d_rd, 2, 2
    .arg global, 16, 8
    .arg image2d_wr, 2
  .config
    .scratchbuffer 59361
    .dims zy
    .floatmode 0xe3
    .spilledsgprs 1
.globaldata
gd: .int 760, 928
.scratchsym scr
