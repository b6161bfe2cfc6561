.gallium
.kernel k0
  .args
  .config
    .spilledvgprs 43
    .debugmode
.kernel k1
  .args
    .arg image3d_rd, 3
    .arg scalar, 4, 8, 4, , imgformat
    .arg global, 3, 8, 32, , gridoffset
    .arg griddim, 4
    .arg sampler, 12
  .config
    .vgprsnum 249
    .userdatanum 2
    .pgmrsrc1 0xe47f8bbf
    .localsize 31073
    .privmode
    .priority 1
    .pgmrsrc2 0xcf770de1
    .debugmode
    .scratchbuffer 37702
    .dims yzx
.globaldata
gd: .int 514, 139
