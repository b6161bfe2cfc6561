# separate: .globaldata in part1, its label used as a value from part2
.global gtab
.kernel k
.globaldata
  .int 1, 2
  .skip 256
gtab:
  .int 3
.text
k:
  s_endpgm
.text
.p2align 8
# uses gtab, defined in another object
.text
  s_mov_b32 s1, gtab
  s_endpgm
