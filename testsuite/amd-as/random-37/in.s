.64bit
abs8 = 39793
.global abs8
.weak wk1
wk1 = 5
.size wk1, 3
.kernel k0
.config
    .uavprivate 111
    .userdata PTR_UAV_TABLE, 3, 7, 9
    .condout 2
    .arg a0,  image3d
    .dims yz
    .arg a1,  ushort8*, constant
.data
.fill 26, 1, 3
.p2align 0
kd0: .int 3
.global kd0
.section .kextra, "x" align=4
.int 7
.text
s_nop 1
v_add_f32 v101, v88, v234
s_endpgm
kl0: s_nop 0
.global kl0
.kernel k1
.arg y, counter64
.subconstantbuffers
.uavopmask
.globalbuffers
.boolconsts
.segment 0, 32
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1024\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.uav
.entry 13, 4, 0, 5
.entry 16, 4, 0, 5
.entry 9, 4, 0, 5
nl970336666: .int nl970336666+2, 7
.scratchbuffers
nl211990941: .int nl211990941+2, 7
.header
.fill 34, 1, 109
.text
s_mov_b32 s10, 30
s_endpgm
kl1: s_nop 0
.global kl1
.kernel k0
.text
s_and_b32 s3, s45, 0x1cb1e
s_endpgm
