.kernel k0
.intconsts
.segment 37, 37
.intconsts
.segment 49, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.inputs
.int 0xfa6c4ad4
.uavmailboxsize
.header
.fill 28, 1, 16
.text
v_mov_b32 v35, s49
s_mov_b32 s42, 27
s_mov_b32 s61, 50
s_and_b32 s12, s79, 0x7d452
s_mov_b32 s63, 64
s_add_u32 s23, s31, s27
s_endpgm
.kernel k0
.text
.kernel k1
.uavopmask
.int 269
nl234758091: .int nl234758091+2, 7
.uavmailboxsize
.int 5
.inputsamplers
.header
.fill 9, 1, 11
.persistentbuffers
nl924928356: .int nl924928356+2, 7
.persistentbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1027\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.data
.fill 10, 1, 77
.p2align 1
kd1: .int 3
.text
.kernel k1
.text
s_mov_b32 s54, 5
s_mov_b32 s81, 41
s_endpgm
.kernel k0
.text
s_nop 1
.kernel k0
.text
v_mov_b32 v112, s33
v_mov_b32 v205, s24
v_mov_b32 v223, s89
s_endpgm
.kernel k2
.config
    .dims x, xyz
    .arg a0,  sampler
    .sgprsnum 39
    .userdata IMM_CONST_BUFFER, 1, 6, 9
    .arg a1,  sampler
    .ieeemode
.data
.fill 0, 1, 59
.text
s_mov_b32 s65, 37
s_mov_b32 s15, 48
s_and_b32 s65, s49, 0xe575b
s_mov_b64 vcc, s[12:13]
v_mov_b32 v171, s70
s_mov_b32 s48, 32
s_endpgm
.kernel k3
.config
    .arg a3,  char
    .sampler 198, 7
    .arg a1,  float
    .vgprsnum 176
    .arg a2,  structure, 30
    .arg a0,  int, unused
    .tgsize
    .arg a4, "uint", int*, global, const
.text
v_add_f32 v211, v36, v183
s_nop 1
.int 40474
s_endpgm
