abs8 = 103
.global abs8
.weak wk1
wk1 = 5
.size wk1, 3
.kernel k0
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.header
.fill 24, 1, 54
.text
s_endpgm
kl0: s_nop 0
.global kl0
.kernel k1
.config
.calnote
    .arg a1,  int*, global, const volatile
    .arg a3,  int
    .arg a4, "uint", double*, global, volatile restrict, 25
    .vgprsnum 163
    .exceptions 124
    .localsize 9951
    .userdata PTR_CONST_BUFFER_TABLE, 3, 12, 1
    .arg a0,  char8, unused
    .arg a2,  short*, global
.text
.int 100
s_mov_b32 s11, 32
s_mov_b32 s45, 20
s_mov_b64 vcc, s[24:25]
s_endpgm
kl1: s_nop 0
.global kl1
.kernel k2
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1024\n"
.ascii ";function:1:1024\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.inputsamplers
nl792370225: .int nl792370225+2, 7
.header
.fill 20, 1, 85
.subconstantbuffers
.int 13
.constantbuffers
.cbid 5, 2801
.floatconsts
.segment 8, 12
.segment 9, 12
.text
s_and_b32 s63, s35, 0x5d019
s_endpgm
kl2: s_nop 0
.global kl2
.kernel k3
.header
.fill 12, 1, 126
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1027\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.text
s_mov_b32 s40, 37
.int 13
v_mov_b32 v12, s44
s_mov_b32 s47, 59
s_endpgm
kl3: s_nop 0
.global kl3
