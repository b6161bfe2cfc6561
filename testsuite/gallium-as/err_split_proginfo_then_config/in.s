# .proginfo in part1, .config and settings for the same kernel in part2
.gallium
.kernel k
  .proginfo
    .entry 1, 2
.text
k:
  s_endpgm
.text
.p2align 8
.kernel k
  .config
    .dims x
    .tgsize
