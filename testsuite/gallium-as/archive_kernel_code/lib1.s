# defines k2 (global) for part1
.global k2
.text
k2:
  s_mov_b32 s25, 0
  s_endpgm
