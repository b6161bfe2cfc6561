.gallium
.kernel k
  .proginfo
    .entry 1, 2
