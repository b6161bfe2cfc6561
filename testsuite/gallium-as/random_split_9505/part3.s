.gallium
.text
k1:
  .kcode -k1, +k0
  s_mov_b32 s90, 1
  v_mov_b32 v74, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_mov_b64 xnack_mask, 0
  v_mov_b32 v102, 0
  s_endpgm

