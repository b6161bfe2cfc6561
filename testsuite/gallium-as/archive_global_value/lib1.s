# not needed
.global other
other = 5
.text
  s_mov_b32 s80, 0
