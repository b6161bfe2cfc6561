.gallium
.text
k3:
  v_mov_b32 v179, 0
  s_endpgm

