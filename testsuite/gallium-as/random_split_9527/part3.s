.gallium
.text
k2:
  .kcode -k2, +k0
  s_mov_b32 s24, 1
  v_mov_b32 v31, 1
  .kcodeend
  v_mov_b32 v236, 0
  s_mov_b64 xnack_mask, 0
  s_mov_b32 s66, 81
  v_mov_b32 v57, 0
  s_endpgm

