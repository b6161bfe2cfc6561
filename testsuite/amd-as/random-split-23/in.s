.globaldata
.int 13
.p2align 4
v_add_f32 v60, v164, v116
s_endpgm
.get_driver_version drv5
.int drv5
.kernel k0
.config
    .scratchbuffer 960
    .dims xyz
    .userdata imm_kernel_arg, 2, 9, 7
    .userdata IMM_SAMPLER, 3, 8, 7
    .arg a1,  image1d_array
    .userdata IMM_CONST_BUFFER, 1, 3, 13
    .arg a0,  uchar*, global
.text
v_add_f32 v210, v135, v154
s_mov_b32 s69, 58
s_mov_b32 s87, 36
s_mov_b32 s31, 31
s_nop 1
s_endpgm
