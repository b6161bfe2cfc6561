.policy 300
abs5 = 30047
.global abs5
.weak wk1
wk1 = 5
.size wk1, 3
.get_driver_version drv6
.int drv6
.kernel k0
.config
.arg
    .useconstdata
    .dims x
    .arg a0, "uint", int
    .arg a1,  image3d
    .sgprsnum 7
    .userdata PTR_CONST_BUFFER_TABLE, 2, 9, 5
    .scratchbuffer 3211
    .userdata PTR_UAV_TABLE, 2, 9, 2
    .ieeemode
.text
s_nop 1
s_and_b32 s61, s71, 0x7140
v_add_f32 v20, v61, v250
s_mov_b32 s31, 48
s_add_u32 s80, s0, s88
s_mov_b64 vcc, s[86:87]
s_nop 1
s_nop 1
s_endpgm
.kernel k1
.header
.fill 37, 1, 160
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii ";function:1:1027\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.text
v_add_f32 v202, v99, v53
v_mov_b32 v40, s82
s_endpgm
kl1: s_nop 0
.global kl1
.kernel k2
.config
    .scratchbuffer 1305
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 3, 11, 1
    .cbid 
    .cws 60, 4, 2
    .arg a0,  long3
    .arg a1, "float*", counter32, 3
    .userdata imm_kernel_arg, 3, 9, 6
    .useprintf
    .useconstdata
.text
s_mov_b32 s48, 31
s_mov_b32 s97, 44
.int 242
s_mov_b32 s55, 41
s_mov_b32 s31, 35
s_endpgm
kl2: s_nop 0
.global kl2
