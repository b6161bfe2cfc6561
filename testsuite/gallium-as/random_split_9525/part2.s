.gallium
.text
k0:
  .kcode k0, +k1
  s_mov_b32 s73, 1
  v_mov_b32 v87, 1
  .kcodeend
  s_mov_b32 s10, 86
  s_endpgm
k1:
  .skip 256
  s_mov_b32 s19, scr>>32
  v_add_i32 v15, vcc, v1, v2
  s_nop 0
  v_add_i32 v59, vcc, v1, v2
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_endpgm

