# part 2
.weak wq5, wy3
wq5 = 12
wy3: s_nop 1
  s_endpgm
