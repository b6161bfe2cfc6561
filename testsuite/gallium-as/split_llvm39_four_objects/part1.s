# separate, LLVM 3.9: four objects, kernels configured in one and coded in others
.kernel k2
  .config
    .dims xy
    .spilledsgprs 9
.kernel k1
  .proginfo
    .entry 0xb848, 1
    .entry 0xb84c, 2
    .entry 0xb860, 3
    .entry 4, 5
    .entry 8, 9
