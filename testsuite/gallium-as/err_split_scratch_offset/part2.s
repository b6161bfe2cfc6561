# forbidden use
.text
  s_mov_b32 s0, scr+4
