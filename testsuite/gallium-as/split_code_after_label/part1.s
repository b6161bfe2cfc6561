# separate: code of part2 follows no label: it belongs to the last kernel of part1
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
.text
a:
  s_endpgm
.p2align 8
b:
  s_endpgm
