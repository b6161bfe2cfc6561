.gallium
.kernel k0
  .config
    .ieeemode
    .debugmode
    .dims zxy
    .spilledsgprs 35
    .privmode
    .spilledvgprs 25
.kernel k1
  .args
    .arg image3d_rd, 4
    .arg sampler, 1
    .arg image2d_wr, 12
  .config
    .priority 1
    .pgmrsrc2 0xeed86d10
    .exceptions 0x3
    .dims x
.kernel k2
  .args
    .arg image3d_wr, 2, 16, 32
    .arg constant, 16
    .arg scalar, 2, 16, 32
    .arg image2d_rd, 2
  .config
    .userdatanum 2
    .localsize 3282
    .privmode
    .exceptions 0x7e
.kernel k3
  .args
    .arg constant, 1, 8
    .arg sampler, 8
.globaldata
gd: .int 928, 375
