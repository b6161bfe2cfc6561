.gallium
.text
k0:
  s_nop 0
  s_mov_b32 s86, 81
  s_nop 0
  v_mov_b32 v117, 0
  s_endpgm

