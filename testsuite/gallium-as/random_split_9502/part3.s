.gallium
.text
k2:
  .kcode k1, +k0, +k2
  s_mov_b32 s17, 1
  v_mov_b32 v7, 1
  .kcodeend
  v_mov_b32 v181, 0
  v_mov_b32 v207, 0
  v_add_i32 v25, vcc, v1, v2
  s_nop 0
  v_add_i32 v17, vcc, v1, v2
  s_nop 0
  s_endpgm

