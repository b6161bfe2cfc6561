.compile_options "-O2"
.globaldata
.int 52
.int 210
.int 224
.section .userglobal, "a"
.byte 1,2,3
.align 8
.main
.kernel k0
.config
    .earlyexit 5
    .arg a0,  structure, 68
    .useconstdata
    .dims xyz
    .pgmrsrc2 0xa5c544b9
    .sgprsnum 79
.text
s_mov_b64 vcc, s[36:37]
s_mov_b32 s47, 61
s_endpgm
.main
.globaldata
gl0: .int gl0+4
.kernel k1
.config
    .arg a0, "float*", structure, 59
    .sgprsnum 55
    .tgsize
.text
s_mov_b32 s61, 36
v_mov_b32 v78, s55
.int 5
s_add_u32 s98, s56, s14
s_mov_b32 s59, 12
s_endpgm
.kernel k0
.text
s_and_b32 s56, s98, 0x4fe04
v_add_f32 v165, v96, v215
s_add_u32 s61, s45, s90
v_mov_b32 v5, s9
s_endpgm
.kernel k2
.config
    .condout 3
.cbmask 1, 2
    .arg a0,  double*, local, volatile, unused
    .arg a1,  double16, unused
    .scratchbuffer 468
    .arg a2,  uint
    .userdata IMM_RESOURCE, 1, 6, 8
    .userdata IMM_SCRATCH_BUFFER, 2, 10, 3
    .cws 46, 2, 1
    .dims , y
    .tgsize
.text
v_mov_b32 v39, s91
s_endpgm
.kernel k3
.earlyexit
.int 15
nl459050789: .int nl459050789+2, 7
.uavmailboxsize 19
nl981653171: .int nl981653171+2, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.persistentbuffers
.outputs
.header
.fill 5, 1, 102
.scratchbuffers
.text
s_and_b32 s1, s27, 0x6fc38
.int 64966
s_and_b32 s90, s49, 0x7f0e9
s_mov_b32 s30, 40
s_endpgm
.kernel k2
.text
v_add_f32 v250, v160, v252
s_endpgm
