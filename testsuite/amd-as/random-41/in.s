.driver_version 140000
.kernel k0
.inputs
nl880685189: .int nl880685189+2, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.uav
.scratchbuffers
.int 13
.uav
.entry 11, 4, 0, 5
.header
.fill 16, 1, 161
.text
.calnote
s_mov_b64 vcc, s[16:17]
s_add_u32 s51, s49, s48
s_mov_b32 s1, 19
v_mov_b32 v183, s16
s_mov_b32 s52, 57
s_mov_b32 s92, 64
s_mov_b32 s62, 42
s_endpgm
