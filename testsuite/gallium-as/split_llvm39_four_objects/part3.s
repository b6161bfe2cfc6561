# k2 code
.text
k2:
  v_mov_b32 v31, 0
  s_endpgm
