.gallium
.kernel k0
  .args
    .arg image3d_wr, 4
    .arg scalar, 1, 4
  .config
    .vgprsnum 139
    .pgmrsrc2 0xf87c7765
    .scratchbuffer 67602
    .dims z, xyz
    .userdatanum 16
    .spilledvgprs 14
    .dx10clamp
    .localsize 24214
