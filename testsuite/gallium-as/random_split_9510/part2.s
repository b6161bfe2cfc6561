.gallium
.text
k0:
  .skip 256
  s_mov_b32 s85, 84
  s_endpgm
