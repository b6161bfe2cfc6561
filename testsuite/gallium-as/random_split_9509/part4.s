.gallium
.text
k2:
  .kcode k3, -k1
  s_mov_b32 s23, 1
  v_mov_b32 v2, 1
  .kcodeend
  s_mov_b32 s49, 50
  v_mov_b32 v19, 0
  v_add_u32 v29, vcc, v1, v2
  s_endpgm

