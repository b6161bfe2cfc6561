.gallium
.text
k0:
  s_nop 0
  v_mov_b32 v104, 0
  s_nop 0
  s_nop 0
  v_add_u32 v85, vcc, v1, v2
  s_endpgm

