.gallium
.text
k0:
  s_mov_b32 s7, 0
  s_endpgm
k1:
  v_mov_b32 v9, 0
  s_endpgm
helper:
  s_mov_b32 s30, 0
k2:
  s_mov_b32 s3, 0
  s_endpgm
