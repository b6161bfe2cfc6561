.gallium
.kernel k0
  .args
    .arg constant, 12, 16
    .arg image2d_wr, 3, 4
  .config
    .scratchbuffer 39802
    .ieeemode
    .userdatanum 14
    .exceptions 0x49
    .sgprsnum 49
    .pgmrsrc1 0x9125490
    .pgmrsrc2 0xdb1f6e86
    .vgprsnum 105
    .dims 
.kernel k1
  .args
    .arg image3d_wr, 1, 16, 16
    .arg sampler, 4, 8, 32, sext
  .config
    .priority 3
    .spilledsgprs 8
    .scratchbuffer 99433
    .localsize 19404
    .userdatanum 13
    .floatmode 0x40
    .vgprsnum 233
.kernel k2
  .args
    .arg local, 12
    .arg image2d_wr, 12
    .arg scalar, 16, 4, 32, sext
  .config
    .spilledsgprs 25
    .sgprsnum 93
    .localsize 31880
    .dims xyz
.scratchsym scr
