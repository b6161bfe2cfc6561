.kernel k1
.text
s_mov_b32 s54, 5
s_mov_b32 s81, 41
s_endpgm
.kernel k0
.text
s_nop 1
