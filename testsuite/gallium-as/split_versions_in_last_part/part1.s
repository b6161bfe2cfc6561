.gallium
.text
k:
  s_mov_b32 s3, 0
  s_endpgm
