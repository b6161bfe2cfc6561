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
.text
.p2align 8
# code without a kernel label
.text
  s_mov_b32 s44, 0
  v_mov_b32 v12, 0
  s_endpgm
