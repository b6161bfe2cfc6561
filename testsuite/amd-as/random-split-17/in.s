v_mov_b32 v31, s59
s_endpgm
.kernel k0
.header
.fill 3, 1, 129
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.text
s_mov_b32 s74, 47
v_add_f32 v184, v66, v154
.kernel k0
.text
s_mov_b64 vcc, s[8:9]
s_and_b32 s35, s93, 0x3b361
v_add_f32 v91, v183, v39
s_and_b32 s35, s7, 0x84f27
.kernel k0
.text
s_endpgm
