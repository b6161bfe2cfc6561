.gallium
.text
k0:
  .kcode +k0, -k1
  s_mov_b32 s55, 1
  v_mov_b32 v119, 1
  .kcodeend
  s_nop 0
  s_endpgm
