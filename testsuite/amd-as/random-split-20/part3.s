.kernel k0
.text
v_mov_b32 v72, s78
s_nop 1
