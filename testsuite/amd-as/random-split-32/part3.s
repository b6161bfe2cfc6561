.kernel k0
.text
.kernel k1
.earlyexit
.int 263
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.header
.fill 15, 1, 6
.uavmailboxsize 330
.int 0xb99b2430
.globalbuffers
.data
.fill 12, 1, 185
.text
s_mov_b32 s79, 23
.int 11
s_add_u32 s3, s68, s41
s_endpgm
.kernel k0
.text
s_and_b32 s71, s52, 0xd0429
s_mov_b32 s6, 47
s_endpgm
