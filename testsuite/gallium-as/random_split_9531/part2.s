.gallium
.text
k0:
  .kcode -k3, k1, -k0, -k2
  s_mov_b32 s58, 1
  v_mov_b32 v157, 1
  .kcodeend
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
