.gallium
.text
k1:
  .kcode +k1
  s_mov_b32 s31, 1
  v_mov_b32 v135, 1
  .kcodeend
  .skip 256
  s_mov_b32 s66, 57
  s_nop 0
  s_mov_b32 s7, scr
  s_mov_b64 flat_scratch, 0
  s_mov_b32 s87, 26
  s_endpgm

