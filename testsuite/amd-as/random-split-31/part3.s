.driver_version 112402
.kernel k0
.text
s_mov_b32 s77, 0
s_add_u32 s8, s55, s88
.int 15
v_mov_b32 v136, s48
