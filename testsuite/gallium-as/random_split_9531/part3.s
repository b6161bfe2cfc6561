.gallium
.text
k1:
  v_mov_b32 v169, 0
  v_mov_b32 v15, 0
  v_add_u32 v69, vcc, v1, v2
  s_nop 0
  s_endpgm
k2:
  v_mov_b32 v250, 0
  s_nop 0
  s_mov_b32 s56, 48
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_mov_b32 v151, 0
  s_endpgm
k3:
  v_mov_b32 v97, 0
  s_endpgm

