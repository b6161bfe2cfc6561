.gallium
.text
k1:
  s_mov_b32 s100, 8
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v30, 0
  v_add_i32 v31, vcc, v1, v2
  s_endpgm

