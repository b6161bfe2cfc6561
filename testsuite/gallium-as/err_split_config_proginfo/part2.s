# the second configuration
.kernel k
  .proginfo
