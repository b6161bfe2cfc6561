# separate: .scratchsym declared in part1, used in part2
.scratchsym scr
.kernel k
  .config
    .dims x
    .scratchbuffer 128
.text
k:
  s_mov_b32 s0, scr
  s_endpgm
