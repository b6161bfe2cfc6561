.gallium
.text
k2:
  .skip 256
  v_add_i32 v20, vcc, v1, v2
  v_add_i32 v64, vcc, v1, v2
  s_nop 0
  s_endpgm
k3:
  .skip 256
  s_nop 0
  v_mov_b32 v141, 0
  s_endpgm

