# separate: configuration in part1.s, code in part2.s
.kernel k
  .args
    .arg global, 8
    .arg griddim, 4
    .arg gridoffset, 4
  .config
    .dims xy
    .tgsize
