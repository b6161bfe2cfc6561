.gallium
.text
k1:
  .skip 256
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_nop 0
  s_mov_b32 s58, 16
  s_endpgm
