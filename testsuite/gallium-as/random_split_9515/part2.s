.gallium
.text
k3:
  v_add_i32 v91, vcc, v1, v2
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_add_i32 v70, vcc, v1, v2
  s_endpgm
k0:
  s_nop 0
  s_endpgm
k2:
  v_mov_b32 v222, 0
  v_mov_b32 v71, 0
  s_nop 0
  v_add_i32 v47, vcc, v1, v2
  s_nop 0
  s_endpgm
k1:
  s_mov_b32 s86, 51
  s_nop 0
  v_mov_b32 v175, 0
  s_nop 0
  v_add_i32 v23, vcc, v1, v2
  s_endpgm

