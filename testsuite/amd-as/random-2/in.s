.int 15
v_mov_b32 v148, s69
s_mov_b32 s58, 45
s_endpgm
.kernel k0
.config
    .arg a1,  counter32
    .arg a4,  image2d_array
    .dims xy, x
    .arg a2,  long4
    .useconstdata
    .arg a0,  uchar2
    .arg a3,  sampler
    .userdata ptr_so_buffer_table, 2, 10, 5
    .uavprivate 179
    .sgprsnum 29
    .userdata imm_kernel_arg, 1, 4, 10
    .userdata PTR_UAV_TABLE, 0, 1, 13
    .vgprsnum 256
.text
v_add_f32 v250, v91, v164
s_mov_b32 s85, 39
s_mov_b32 s71, 60
s_and_b32 s39, s69, 0x169af
v_mov_b32 v191, s29
s_endpgm
.kernel k1
.uavmailboxsize
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.header
.fill 30, 1, 130
.persistentbuffers
nl611132327: .int nl611132327+2, 7
.uavopmask 948
nl207344581: .int nl207344581+2, 7
.calnote 40
.byte 1, 2, 3
.subconstantbuffers
.earlyexit 332
nl477817680: .int nl477817680+2, 7
.scratchbuffers
.int 201
.data
.fill 18, 1, 23
.text
.int 0xdf09b9f6
s_endpgm
.main
.globaldata
gl1: .int gl1+4
.kernel k2
.config
    .arg a5,  float4
    .arg a7,  counter32, 1
    .userdata IMM_VERTEX_BUFFER, 3, 7, 1
    .arg a6,  double
    .arg a2,  sampler
    .floatmode 0x71
    .userdata IMM_SCRATCH_BUFFER, 0, 6, 8
    .arg a4,  structure, 20
    .arg a3,  uint
    .arg a1,  ulong
    .arg a0,  int3*, global
    .userdata IMM_RESOURCE, 2, 1, 14
    .cws 21, 5, 2
.data
.fill 5, 1, 228
.text
s_and_b32 s23, s13, 0xe4713
v_mov_b32 v53, s76
v_add_f32 v15, v47, v69
s_and_b32 s84, s93, 0x21627
s_mov_b32 s90, 44
s_endpgm
.kernel k3
.inputs
.uavopmask
nl923043296: .int nl923043296+2, 7
.scratchbuffers
.int 6
nl969785853: .int nl969785853+2, 7
.header
.fill 36, 1, 175
.inputs
.condout
.int 12
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.earlyexit 362
.text
v_add_f32 v149, v176, v247
s_mov_b32 s99, 55
s_nop 1
s_mov_b32 s37, 28
v_mov_b32 v194, s24
s_add_u32 s14, s41, s67
s_endpgm
.main
.globaldata
gl3: .int gl3+4
