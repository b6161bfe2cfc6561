# shared code for k1 and k2
.kernel k1
.kernel k2
.text
.kcode k1, k2
  v_mov_b32 v50, 0
  s_mov_b32 s70, 0
.kcodeend
  s_endpgm
