.gallium
.text
k0:
  s_nop 0
  s_mov_b32 s47, 80
  s_endpgm

