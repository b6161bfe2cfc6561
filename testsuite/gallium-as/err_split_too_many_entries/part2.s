# the fourth entry
.kernel k
  .proginfo
    .entry 4, 4
