.gallium
.kernel k0
  .config
    .scratchbuffer 72159
    .tgsize
    .floatmode 0xc1
    .sgprsnum 16
    .dims xy
    .spilledvgprs 29
.globaldata
gd: .int 766, 667
.scratchsym scr
