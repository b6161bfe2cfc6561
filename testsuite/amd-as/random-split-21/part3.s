.kernel k2
.text
.header
.fill 32, 1, 0
.uav
.entry 15, 4, 0, 5
.entry 27, 4, 0, 5
nl1071387351: .int nl1071387351+2, 7
.inputs
.int 12
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.subconstantbuffers
.text
s_mov_b64 vcc, s[28:29]
v_mov_b32 v189, s81
s_mov_b32 s35, 54
