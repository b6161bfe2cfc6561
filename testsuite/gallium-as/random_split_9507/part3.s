.gallium
.text
k3:
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  s_nop 0
  s_nop 0
  v_add_u32 v47, vcc, v1, v2
  v_add_u32 v75, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm

