# error: entry outside proginfo
.kernel k
  .args
    .entry 1, 2
.text
k:
  s_endpgm
