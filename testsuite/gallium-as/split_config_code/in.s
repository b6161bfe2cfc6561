# separate: configuration in part1.s, code in part2.s
.kernel k
  .args
    .arg global, 8
    .arg griddim, 4
    .arg gridoffset, 4
  .config
    .dims xy
    .tgsize
.text
.p2align 8
# code of kernel k
.text
k:
  s_mov_b32 s20, 0
  v_mov_b32 v9, 0
  s_endpgm
