.gallium
.text
k1:
  s_nop 0
  s_nop 0
  v_add_u32 v45, vcc, v1, v2
  v_add_u32 v4, vcc, v1, v2
  s_endpgm
