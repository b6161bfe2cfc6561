.driver_version 1000
.globaldata
.int 65
.kernel k0
.config
    .arg a2, "", sampler
    .reqd_work_group_size 220
    .floatmode 0x48
    .vgprsnum 136
    .pgmrsrc2 0x650063f6
    .arg a1,  uint
    .arg a0,  uint
.text
v_mov_b32 v196, s28
s_and_b32 s65, s64, 0x84eb2
s_nop 1
s_mov_b32 s89, 48
v_mov_b32 v189, s94
.int 15
s_mov_b64 vcc, s[32:33]
s_add_u32 s1, s71, s65
s_endpgm
.kernel k1
.header
.fill 6, 1, 47
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.text
s_mov_b32 s11, 51
v_mov_b32 v206, s99
s_endpgm
.kernel k0
.text
v_mov_b32 v103, s18
v_mov_b32 v9, s1
s_endpgm
.main
.globaldata
gl1: .int gl1+4
.kernel k2
.config
    .dims yz
    .cws 23, 7, 3
.text
v_mov_b32 v56, s54
v_add_f32 v142, v77, v66
s_mov_b64 vcc, s[6:7]
s_endpgm
.kernel k1
.text
s_mov_b32 s45, 53
s_add_u32 s23, s15, s57
s_endpgm
.main
.globaldata
gl2: .int gl2+4
