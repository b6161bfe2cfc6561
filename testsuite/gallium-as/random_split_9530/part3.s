.gallium
.text
k0:
  s_nop 0
  v_add_i32 v42, vcc, v1, v2
  s_mov_b32 s4, 46
  s_endpgm

