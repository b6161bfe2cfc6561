.gallium
.text
k1:
  .skip 256
  v_mov_b32 v24, 0
  v_mov_b32 v217, 0
  v_mov_b32 v135, 0
  v_mov_b32 v214, 0
  v_mov_b32 v145, 0
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_nop 0
  v_add_i32 v66, vcc, v1, v2
  s_nop 0
  s_endpgm
