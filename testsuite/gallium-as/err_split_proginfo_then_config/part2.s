.gallium
.kernel k
  .config
    .dims x
    .tgsize
