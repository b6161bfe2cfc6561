.driver_version 1
.kernel k0
.config
    .arg a1,  long16*, global, volatile
    .arg a2,  ushort
    .vgprsnum 109
    .arg a0, "uint", double8
    .userdata IMM_SAMPLER, 3, 8, 7
    .dims , y
.text
s_mov_b32 s30, 35
s_add_u32 s37, s55, s73
v_add_f32 v184, v101, v123
v_mov_b32 v182, s99
s_endpgm
.kernel k1
.config
    .arg a2,  image3d, rdonly
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 0, 9, 4
    .userdata IMM_VERTEX_BUFFER, 0, 9, 3
    .cws 35, 5, 2
    .arg a3,  sampler, unused
    .arg a4,  image2d_array
    .arg a0,  void*, local, const volatile
    .userdata IMM_SAMPLER, 1, 11, 3
    .arg a1,  long2*, global
    .arg a6,  counter32, 3, unused
    .arg a5,  ushort8
    .hwlocal 19377
    .dims , y
    .arg a7,  uint16
.text
s_mov_b32 s95, 60
s_endpgm
.kernel k0
.text
v_add_f32 v6, v157, v197
s_and_b32 s30, s36, 0xd5787
s_endpgm
