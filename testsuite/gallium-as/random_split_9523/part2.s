.gallium
.text
k0:
  .kcode +k0
  s_mov_b32 s4, 1
  v_mov_b32 v174, 1
  .kcodeend
  v_mov_b32 v182, 0
  v_add_u32 v74, vcc, v1, v2
  v_add_u32 v12, vcc, v1, v2
  v_mov_b32 v203, 0
  s_nop 0
  s_endpgm

