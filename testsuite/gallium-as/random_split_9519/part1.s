.gallium
.kernel k0
  .args
  .proginfo
    .entry 0x2967, 0xa16ad1d4
