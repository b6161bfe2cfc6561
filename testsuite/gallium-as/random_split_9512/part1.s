.gallium
.kernel k0
  .args
  .config
    .floatmode 0xae
    .pgmrsrc1 0x6bd98063
    .ieeemode
    .vgprsnum 140
    .exceptions 0x4c
    .dims zy, x
.kernel k1
  .args
    .arg sampler, 3, 8, 16
    .arg scalar, 1, 8, 8, sext
    .arg local, 16, 16, 32, zext, imgformat
    .arg gridoffset, 3, 3
  .config
    .vgprsnum 245
    .privmode
    .exceptions 0x3c
    .dims z, yzx
    .dx10clamp
.kernel k2
  .config
    .dims 
    .localsize 19164
    .dx10clamp
    .vgprsnum 26
    .ieeemode
    .debugmode
.kernel k3
  .args
.globaldata
gd: .int 687, 232
