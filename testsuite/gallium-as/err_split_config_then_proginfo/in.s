# .config in part1, .proginfo and .entry for the same kernel in part2
.gallium
.kernel k
  .config
    .dims x
.text
k:
  s_endpgm
.text
.p2align 8
.kernel k
  .proginfo
    .entry 1, 2
