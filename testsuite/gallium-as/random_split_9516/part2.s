.gallium
.text
k0:
  v_add_i32 v50, vcc, v1, v2
  s_nop 0
  s_mov_b32 s10, scr
  s_endpgm
k2:
  .kcode k0, +k2
  s_mov_b32 s60, 1
  v_mov_b32 v104, 1
  .kcodeend
  v_mov_b32 v83, 0
  s_mov_b32 s20, scr&0xffffffff
  s_nop 0
  v_add_i32 v19, vcc, v1, v2
  s_nop 0
  s_endpgm
