.kernel k1
.text
v_mov_b32 v33, s12
s_mov_b32 s65, 32
s_endpgm
