# separate: .kcode in part2 naming kernels configured and coded in part1
.kernel k1
  .config
    .dims x
.kernel k2
  .config
    .dims x
.text
k1:
  s_endpgm
.p2align 8
k2:
  s_endpgm
