.gallium
.text
k1:
  s_nop 0
  v_add_i32 v77, vcc, v1, v2
  s_mov_b32 s15, 96
  s_nop 0
  s_nop 0
  s_endpgm
