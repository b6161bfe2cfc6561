.section .userglobal, "a"
.byte 1,2,3
v_mov_b32 v30, s44
s_nop 1
s_mov_b32 s19, 50
s_endpgm
.kernel k0
.config
    .arg a5,  structure, 31
    .arg a0,  long8
    .dims z
    .pgmrsrc2 0x6c02222d
    .arg a2,  structure, 24
    .arg a6,  double, unused
    .arg a4,  image3d, rdonly, 6, unused
    .arg a1,  sampler, unused
    .arg a3,  float8
    .arg a7, "x y", structure, 59
.text
v_mov_b32 v200, s88
s_nop 1
s_mov_b32 s65, 0
v_mov_b32 v235, s46
s_nop 1
s_add_u32 s97, s26, s49
s_endpgm
.kernel k1
.config
    .ieeemode
    .exceptions 69
    .cbid 12
    .sgprsnum 75
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 1, 9, 5
    .pgmrsrc2 0xfd08dece
    .arg a3,  counter32, 6
    .earlyexit 4
    .arg a1, "uint", sampler
    .arg a2,  image1d_buffer, read_only
    .arg a4,  sampler
    .useconstdata
    .arg a0,  uint4*, local
    .localsize 6912
.text
s_mov_b64 vcc, s[38:39]
s_mov_b32 s19, 58
s_mov_b32 s68, 42
.proginfo
s_mov_b32 s4, 3
s_mov_b32 s61, 57
s_and_b32 s72, s93, 0x3ff39
s_add_u32 s75, s20, s39
s_endpgm
.main
.globaldata
gl1: .int gl1+4
.kernel k2
.inputs
.uav
.entry 10, 4, 0, 5
.entry 17, 4, 0, 5
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1030\n"
.ascii ";function:1:1027\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.header
.fill 15, 1, 154
.data
.fill 28, 1, 163
.text
s_mov_b32 s60, 34
s_mov_b32 s24, 29
v_mov_b32 v191, s15
s_endpgm
.kernel k3
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.intconsts
.segment 24, 20
nl289475392: .int nl289475392+2, 7
.subconstantbuffers
.inputs
.int 175
.inputsamplers
.sampler 0, 4
nl200379474: .int nl200379474+2, 7
.constantbuffers
.cbid 2, 3334
.intconsts
.segment 21, 27
.header
.fill 12, 1, 189
.text
v_mov_b32 v238, s98
v_add_f32 v190, v32, v249
.int 72
s_add_u32 s74, s42, s79
.int 279
s_nop 1
s_nop 1
s_endpgm
