.gallium
.text
k2:
  .kcode -k2, -k1
  s_mov_b32 s59, 1
  v_mov_b32 v16, 1
  .kcodeend
  v_add_i32 v25, vcc, v1, v2
  s_nop 0
  s_mov_b32 s83, 24
  v_add_i32 v49, vcc, v1, v2
  s_nop 0
  s_endpgm
k1:
  .kcode k1, k2, -k0
  s_mov_b32 s46, 1
  v_mov_b32 v102, 1
  .kcodeend
  .skip 256
  s_mov_b32 s10, 39
  v_mov_b32 v81, 0
  s_mov_b32 s8, scr&0xffffffff
  s_endpgm
