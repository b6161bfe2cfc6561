# declares the scratch symbol, and more code
.scratchsym scr
.text
  v_mov_b32 v2, scr&0xffffffff
  s_endpgm
