.gallium
.text
k1:
  .skip 256
  v_mov_b32 v21, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  .skip 256
  s_nop 0
  v_mov_b32 v229, 0
  s_nop 0
  s_endpgm
