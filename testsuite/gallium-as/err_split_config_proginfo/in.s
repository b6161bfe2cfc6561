# separate error: .config in part1 and .proginfo in part2 for one kernel
.kernel k
  .config
    .dims x
.text
k:
  s_endpgm
.text
.p2align 8
# the second configuration
.kernel k
  .proginfo
