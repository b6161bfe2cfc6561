.driver_info "@(#) OpenCL 1.2 AMD-APP (1912.5).  Driver version: 1912.5 (VM)"
.kernel k0
.config
    .uavprivate 124
    .cws 29, 8, 1
    .vgprsnum 120
    .userdata PTR_RESOURCE_TABLE, 1, 7, 4
    .dims xyz
    .exceptions 98
    .useprintf
    .arg a0, "uint", structure, 52
.text
s_and_b32 s22, s57, 0xc5b09
v_mov_b32 v184, s24
.int 268
v_add_f32 v187, v24, v234
s_add_u32 s37, s83, s82
s_nop 1
s_endpgm
.kernel k1
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1024\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.floatconsts
.header
.fill 36, 1, 254
.earlyexit
.int 27125
.inputs
.text
v_mov_b32 v202, s43
s_add_u32 s39, s55, s79
v_add_f32 v240, v108, v35
s_and_b32 s67, s68, 0x3ab
v_mov_b32 v70, s23
s_add_u32 s76, s57, s87
v_mov_b32 v26, s48
s_endpgm
