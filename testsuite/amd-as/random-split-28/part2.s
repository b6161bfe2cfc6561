.kernel k0
.text
s_mov_b32 s58, 58
