.gallium
.text
k3:
  v_mov_b32 v68, 0
  v_add_u32 v25, vcc, v1, v2
  s_nop 0
  s_endpgm
k0:
  .kcode -k2, -k3, +k0
  s_mov_b32 s81, 1
  v_mov_b32 v28, 1
  .kcodeend
  v_mov_b32 v112, 0
  s_nop 0
  s_nop 0
  s_mov_b32 s82, 67
  s_endpgm
