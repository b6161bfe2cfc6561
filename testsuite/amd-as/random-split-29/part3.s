.kernel k0
.text
s_mov_b32 s96, 53
s_add_u32 s49, s88, s61
v_add_f32 v34, v134, v219
