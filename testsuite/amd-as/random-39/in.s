.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.config
    .arg a2,  uchar*, local
    .arg a1, "uint", structure, 30
    .useconstdata
    .cws 42, 4, 4
    .earlyexit 0
    .hwregion 655
    .arg a0, "float*", counter32, 1
    .floatmode 0x2f
.text
v_mov_b32 v155, s88
v_add_f32 v197, v69, v181
s_mov_b32 s64, 11
v_mov_b32 v75, s77
s_mov_b32 s36, 31
s_mov_b32 s74, 48
s_mov_b32 s96, 26
s_endpgm
.kernel k1
.subconstantbuffers
.int 11
.header
.fill 9, 1, 36
.inputs
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";function:1:1026\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.text
v_mov_b32 v10, s48
s_and_b32 s9, s80, 0xc6ba6
s_mov_b64 vcc, s[10:11]
s_mov_b32 s37, 20
s_endpgm
.kernel k2
.config
    .userdata PTR_CONST_BUFFER_TABLE, 0, 9, 5
    .userdata ptr_so_buffer_table, 0, 5, 10
    .useprintf
    .userdata PTR_CONST_BUFFER_TABLE, 3, 2, 6
    .uavid 11
    .useconstdata
    .arg a0,  counter32
    .dims xy
    .arg a1,  image, wronly
.text
s_nop 1
s_mov_b32 s98, 3
s_mov_b32 s91, 10
s_mov_b32 s36, 14
s_mov_b32 s19, 57
s_endpgm
.kernel k3
.header
.fill 38, 1, 164
.uav
.subconstantbuffers
.proginfo
.entry 67382, 1
.entry 57282, 202
.subconstantbuffers
nl281998231: .int nl281998231+2, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.outputs
nl908011426: .int nl908011426+2, 7
.globalbuffers
.text
s_endpgm
