.gallium
.text
k1:
  v_mov_b32 v138, 0
  s_mov_b32 s39, 2
  s_endpgm
k2:
  .skip 256
  v_mov_b32 v26, 0
  s_endpgm
k0:
  v_mov_b32 v145, 0
  v_mov_b32 v255, 0
  s_nop 0
  s_mov_b32 s13, 82
  s_endpgm

