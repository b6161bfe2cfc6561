.gallium
.text
k0:
  .skip 256
  s_nop 0
  v_mov_b32 v73, 0
  s_mov_b32 s48, 46
  s_nop 0
  s_endpgm
k1:
  .kcode -k1
  s_mov_b32 s16, 1
  v_mov_b32 v106, 1
  .kcodeend
  .skip 256
  v_add_i32 v56, vcc, v1, v2
  v_mov_b32 v75, 0
  s_endpgm

