.gallium
.text
k0:
  .skip 256
  s_nop 0
  s_mov_b32 s55, 72
  v_add_i32 v37, vcc, v1, v2
  s_nop 0
  s_mov_b32 s96, 23
  s_endpgm

