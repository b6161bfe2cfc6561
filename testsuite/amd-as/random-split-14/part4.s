.kernel k1
.text
v_mov_b32 v134, s35
s_mov_b32 s98, 28
v_add_f32 v217, v76, v59
s_endpgm
