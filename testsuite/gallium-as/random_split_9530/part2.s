.gallium
.text
k1:
  .kcode -k0
  s_mov_b32 s7, 1
  v_mov_b32 v184, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_nop 0
  v_mov_b32 v212, 0
  s_endpgm
