.gallium
.kernel k0
  .args
    .arg constant, 1, 1
    .arg image3d_wr, 16, 16, 2, zext
    .arg gridoffset, 16
  .config
    .privmode
    .sgprsnum 43
    .floatmode 0x48
    .dims y
.kernel k1
  .config
    .privmode
    .dims zyx
    .localsize 3918
    .dx10clamp
.scratchsym scr
