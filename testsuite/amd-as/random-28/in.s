.globaldata
.p2align 0
.get_driver_version drv2
.int drv2
.kernel k0
.config
    .userdata IMM_CONST_BUFFER, 3, 8, 7
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 1, 8, 6
    .uavid 11
    .ieeemode
    .dims xy, x
    .arg a0,  image2d_array
.data
.config
.fill 26, 1, 232
.text
v_mov_b32 v36, s77
v_add_f32 v13, v168, v246
s_add_u32 s16, s32, s36
s_endpgm
.kernel k1
.config
    .userdata IMM_RESOURCE, 1, 0, 7
    .userdata IMM_SCRATCH_BUFFER, 3, 6, 9
    .condout 1
    .cws 16, 2, 4
.text
s_endpgm
.kernel k2
.config
    .userdata PTR_UAV_TABLE, 3, 12, 4
    .userdata PTR_RESOURCE_TABLE, 2, 0, 4
    .dims , y
    .tgsize
    .exceptions 2
    .arg a0,  double
    .pgmrsrc2 0xdc635891
    .userdata IMM_UAV, 2, 5, 10
    .sgprsnum 5
.text
s_and_b32 s19, s97, 0x48f02
s_mov_b32 s67, 16
s_mov_b32 s77, 28
s_add_u32 s36, s81, s16
s_and_b32 s16, s81, 0x21c7b
s_mov_b64 vcc, s[24:25]
s_add_u32 s60, s72, s44
s_endpgm
.kernel k0
.text
v_add_f32 v203, v183, v36
s_mov_b32 s63, 42
s_endpgm
