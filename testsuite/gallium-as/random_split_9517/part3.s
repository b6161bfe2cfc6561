.gallium
.text
k1:
  v_add_i32 v66, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  v_add_i32 v23, vcc, v1, v2
  s_nop 0
  s_endpgm

