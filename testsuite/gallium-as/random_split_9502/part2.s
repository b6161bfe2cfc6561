.gallium
.text
k1:
  .kcode -k0, -k1
  s_mov_b32 s8, 1
  v_mov_b32 v157, 1
  .kcodeend
  s_nop 0
  s_nop 0
  v_mov_b32 v117, 0
  s_nop 0
  v_mov_b32 v197, 0
  s_endpgm
k0:
  .skip 256
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s65, 90
  s_endpgm
