# LLVM 4.0: one .config kernel, one .proginfo kernel, one unconfigured kernel
.kernel cfg
  .args
    .arg global, 8
    .arg griddim, 4
    .arg gridoffset, 4
  .config
    .dims xy
    .tgsize
.kernel pi
  .proginfo
    .entry 0xb848, 0x000c0081
    .entry 0xb84c, 0x0000008c
    .entry 0xb860, 0
.kernel bare
.text
pi:
  s_endpgm
.p2align 8
cfg:
  .skip 256
  s_mov_b32 s9, 0
  s_endpgm
.p2align 8
bare:
  s_endpgm
