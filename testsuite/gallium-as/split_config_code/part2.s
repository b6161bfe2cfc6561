# code of kernel k
.text
k:
  s_mov_b32 s20, 0
  v_mov_b32 v9, 0
  s_endpgm
