.gallium
.kernel k0
  .args
    .arg sampler, 2
  .config
    .dims zyx, yx
    .pgmrsrc1 0x412b47a1
    .floatmode 0x30
    .scratchbuffer 76200
    .userdatanum 16
.kernel k1
  .args
    .arg constant, 1
    .arg griddim, 8
    .arg image2d_rd, 12
    .arg image3d_wr, 12, 4, 2
  .config
    .pgmrsrc2 0xf7934d9b
    .priority 3
.kernel k2
  .args
    .arg image2d_wr, 12, 4
    .arg image3d_rd, 4, 4
    .arg image3d_rd, 1
    .arg sampler, 16
    .arg image3d_rd, 12, 16, 4, sext
  .config
    .spilledvgprs 46
    .dims z
    .dx10clamp
    .floatmode 0xe0
