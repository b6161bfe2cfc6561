# the code of k
.text
k:
  .skip 256
  s_mov_b32 s8, 0
  s_endpgm
