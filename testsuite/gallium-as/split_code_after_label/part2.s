# code without a kernel label
.text
  s_mov_b32 s44, 0
  v_mov_b32 v12, 0
  s_endpgm
