.gallium
.text
k0:
  s_nop 0
  s_nop 0
  s_nop 0
  v_add_i32 v91, vcc, v1, v2
  v_add_i32 v48, vcc, v1, v2
  s_endpgm

