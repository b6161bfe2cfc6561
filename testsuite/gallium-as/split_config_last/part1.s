.gallium
.text
k:
  s_mov_b32 s50, 0
  v_mov_b32 v40, 0
  s_endpgm
