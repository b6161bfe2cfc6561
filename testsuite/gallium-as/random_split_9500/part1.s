.gallium
.kernel k0
  .args
  .config
    .spilledvgprs 18
    .priority 3
    .localsize 17143
    .floatmode 0x67
    .pgmrsrc2 0xc341dd31
.kernel k1
  .config
    .exceptions 0x39
    .spilledvgprs 17
    .scratchbuffer 47778
    .localsize 3630
    .pgmrsrc2 0xda5e0de9
    .floatmode 0xb7
.kernel k2
  .args
    .arg griddim, 4
    .arg sampler, 12
  .config
    .dims xy
    .sgprsnum 71
    .pgmrsrc1 0x9f8abec4
    .localsize 31856
    .ieeemode
.kernel k3
  .config
    .exceptions 0x70
    .dims x
    .scratchbuffer 41221
    .userdatanum 2
.globaldata
gd: .int 780, 1
