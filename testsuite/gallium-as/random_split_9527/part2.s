.gallium
.text
k1:
  .kcode -k2, k1
  s_mov_b32 s17, 1
  v_mov_b32 v125, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  v_mov_b32 v144, 0
  s_endpgm
