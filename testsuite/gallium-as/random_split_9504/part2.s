.gallium
.text
k0:
  v_add_u32 v59, vcc, v1, v2
  v_mov_b32 v94, 0
  s_endpgm
k1:
  s_nop 0
  s_nop 0
  v_add_u32 v86, vcc, v1, v2
  s_endpgm

