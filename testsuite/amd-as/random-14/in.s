.globaldata
.int 9
.int 127
s_add_u32 s18, s55, s40
s_mov_b32 s66, 45
s_mov_b32 s46, 63
s_endpgm
.kernel k0
.header
.fill 33, 1, 165
.subconstantbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.text
s_mov_b32 s0, 63
s_and_b32 s8, s18, 0x3ff13
s_mov_b32 s47, 20
s_nop 1
s_mov_b32 s33, 2
v_add_f32 v94, v72, v59
v_add_f32 v154, v27, v231
v_mov_b32 v194, s52
s_endpgm
.kernel k1
.config
    .userdata IMM_UAV, 2, 7, 8
    .localsize 23977
    .vgprsnum 41
    .userdata PTR_CONST_BUFFER_TABLE, 2, 0, 14
    .arg a0,  double*, global
    .arg a1, "", uchar*, constant, restrict const
    .useprintf
    .pgmrsrc2 0xca1ae59f
    .userdata PTR_CONST_BUFFER_TABLE, 2, 10, 1
    .dims x
    .useconstdata
.text
s_endpgm
.kernel k0
.text
s_and_b32 s28, s2, 0x68eaf
v_mov_b32 v100, s60
s_mov_b32 s2, 13
s_endpgm
.kernel k2
.header
.fill 14, 1, 142
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1024\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.uav
.uav
.entry 8, 4, 0, 5
.entry 8, 4, 0, 5
nl834695435: .int nl834695435+2, 7
.outputs
.int 9290
.text
s_and_b32 s64, s15, 0x36afc
s_mov_b32 s24, 25
s_mov_b32 s73, 43
s_mov_b32 s71, 27
s_mov_b32 s86, 43
s_mov_b64 vcc, s[68:69]
s_endpgm
.kernel k3
.config
    .cws 17, 7, 3
    .privateid 9
    .pgmrsrc2 0xb1f2cd09
    .arg a0,  long
    .sampler 303
.text
s_mov_b32 s49, 1
s_endpgm
