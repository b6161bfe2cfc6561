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
