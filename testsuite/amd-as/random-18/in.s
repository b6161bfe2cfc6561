.64bit
.kernel k0
.config
    .userdata ptr_so_buffer_table, 0, 5, 7
    .uavprivate 105
    .floatmode 0xbd
    .arg a1,  uint
    .arg a0, "uint", long16
    .cws 47, 6, 3
.data
.fill 3, 1, 85
.text
v_mov_b32 v220, s70
v_add_f32 v131, v55, v240
v_mov_b32 v151, s48
s_endpgm
.kernel k1
.config
    .condout 5
    .userdata IMM_SAMPLER, 2, 10, 2
    .dims , y
    .arg a0,  char*, global
.data
.fill 23, 1, 120
.text
s_mov_b32 s39, 5
v_add_f32 v185, v207, v78
s_and_b32 s69, s84, 0x1dccd
s_endpgm
