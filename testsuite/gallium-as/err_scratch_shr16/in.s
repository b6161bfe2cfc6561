# error: forbidden .scratchsym form
.scratchsym scr
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s0, scr
  s_mov_b32 s1, scr>>16
  s_endpgm
