.gallium
.text
.kcode ka, kb
  v_mov_b32 v33, 0
  s_mov_b32 s41, 0
.kcodeend
.kcode kb
  v_mov_b32 v60, 0
.kcodeend
  s_endpgm
