.gallium
.text
k0:
  .skip 256
  s_nop 0
  s_endpgm
k1:
  s_nop 0
  v_mov_b32 v185, 0
  v_add_i32 v15, vcc, v1, v2
  s_nop 0
  v_add_i32 v80, vcc, v1, v2
  s_endpgm

