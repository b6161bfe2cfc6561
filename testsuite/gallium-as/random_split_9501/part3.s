.gallium
.text
k0:
  .kcode -k2, -k0, +k3, +k1
  s_mov_b32 s87, 1
  v_mov_b32 v4, 1
  .kcodeend
  s_mov_b32 s47, 82
  s_nop 0
  v_mov_b32 v90, 0
  s_endpgm
