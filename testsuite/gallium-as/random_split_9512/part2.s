.gallium
.text
k2:
  s_nop 0
  s_nop 0
  s_endpgm
k1:
  .kcode k1, k2, +k0, +k3
  s_mov_b32 s29, 1
  v_mov_b32 v129, 1
  .kcodeend
  v_mov_b32 v131, 0
  s_endpgm
k0:
  .kcode -k2, -k3, k1
  s_mov_b32 s38, 1
  v_mov_b32 v180, 1
  .kcodeend
  s_mov_b32 s72, 94
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_add_i32 v22, vcc, v1, v2
  s_nop 0
  s_endpgm
k3:
  s_nop 0
  s_mov_b32 s26, 60
  s_endpgm

