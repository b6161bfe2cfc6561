# uses of the scratch symbol from another object
.text
  s_mov_b32 s12, scr&0xffffffff
  s_mov_b32 s13, scr>>32
  v_mov_b32 v1, scr/0x100000000
  s_endpgm
