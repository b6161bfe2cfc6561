.kernel k1
.text
v_mov_b32 v147, s35
