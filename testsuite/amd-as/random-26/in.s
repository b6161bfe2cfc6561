.section .userglobal, "a"
.byte 1,2,3
.kernel k0
.config
    .arg a1, "float*", structure, 21
    .arg a4,  image1d, read_only, 0, unused
    .cbid 12
    .arg a0,  image1d_array
    .exceptions 88
.sgprsnum 200
    .condout 2
    .arg a3,  sampler
    .arg a2,  float2
.text
v_add_f32 v7, v26, v152
s_nop 1
v_mov_b32 v73, s47
s_mov_b32 s18, 30
s_endpgm
