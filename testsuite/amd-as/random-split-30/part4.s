.kernel k2
.text
s_mov_b32 s57, 63
s_and_b32 s41, s90, 0x16a2f
s_mov_b32 s77, 44
v_add_f32 v136, v23, v155
s_add_u32 s49, s53, s20
s_mov_b32 s99, 50
s_endpgm
