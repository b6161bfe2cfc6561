.get_driver_version drv0
.int drv0
.kernel k0
.config
    .exceptions 45
    .localsize 9307
    .dims zyx
    .arg a0,  double*, local, const restrict
    .arg a1,  double
.text
s_and_b32 s57, s77, 0x2bef9
s_mov_b32 s17, 7
v_mov_b32 v156, s94
s_endpgm
.kernel k1
.uavmailboxsize
nl811574074: .int nl811574074+2, 7
.header
.fill 2, 1, 183
.inputs
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.globalbuffers
.data
.fill 19, 1, 7
.text
s_and_b32 s87, s55, 0x40894
s_nop 1
s_mov_b32 s90, 18
s_add_u32 s55, s18, s6
s_endpgm
.kernel k2
.header
.fill 6, 1, 53
.inputsamplers
.sampler 5, 4
.scratchbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.floatconsts
.segment 47, 13
.uavmailboxsize
.int 12
.persistentbuffers
.text
s_mov_b32 s65, 37
v_mov_b32 v50, s90
v_add_f32 v62, v231, v81
s_endpgm
