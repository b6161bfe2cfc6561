.gallium
.text
k2:
  .skip 256
  s_mov_b64 xnack_mask, 0
  s_endpgm
k0:
  .skip 256
  v_mov_b32 v218, 0
  s_nop 0
  s_endpgm

