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
