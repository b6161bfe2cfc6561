.kernel k2
.text
.int 5
s_mov_b32 s34, 50
s_mov_b64 vcc, s[34:35]
s_endpgm
.kernel k3
.config
    .arg a1,  image1d_array, , 2, unused
    .arg a0,  int*, local
    .dims , y
    .uavid 11
    .sgprsnum 71
    .ieeemode
    .reqd_work_group_size 54
.text
s_mov_b32 s80, 10
v_mov_b32 v80, s99
s_add_u32 s6, s99, s33
.int 8
s_mov_b32 s99, 51
s_add_u32 s32, s11, s51
s_endpgm
.kernel k0
.text
.int 255
v_mov_b32 v203, s73
s_endpgm
