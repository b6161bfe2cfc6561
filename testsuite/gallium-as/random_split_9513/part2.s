.gallium
.text
k0:
  s_nop 0
  v_mov_b32 v191, 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
k1:
  .kcode -k0
  s_mov_b32 s85, 1
  v_mov_b32 v160, 1
  .kcodeend
  .skip 256
  v_add_i32 v52, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm

