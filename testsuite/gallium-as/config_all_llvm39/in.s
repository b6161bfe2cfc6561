# .config: every setting of the old layout on Fiji
.kernel full
  .args
    .arg global, 8
  .config
    .dims xyz
    .debugmode
    .dx10clamp
    .exceptions 0x55
    .floatmode 0x3f
    .ieeemode
    .localsize 1000
    .pgmrsrc1 0x80000000
    .pgmrsrc2 0xa0000000
    .priority 2
    .privmode
    .scratchbuffer 1000
    .sgprsnum 40
    .vgprsnum 33
    .tgsize
    .userdatanum 6
    .spilledsgprs 5
    .spilledvgprs 7
.text
full:
  s_endpgm
