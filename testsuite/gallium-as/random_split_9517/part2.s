.gallium
.text
k0:
  .kcode +k0, -k1, k2
  s_mov_b32 s80, 1
  v_mov_b32 v134, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b32 s93, 31
  s_nop 0
  v_add_i32 v92, vcc, v1, v2
  s_endpgm
k2:
  s_nop 0
  s_endpgm
