.gallium
.kernel k0
  .config
    .dims x
.kernel k1
  .config
    .dims x
.kernel k2
  .config
    .dims xy
