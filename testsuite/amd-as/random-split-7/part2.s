.kernel k2
.text
s_mov_b64 vcc, s[90:91]
v_mov_b32 v228, s42
s_mov_b64 vcc, s[6:7]
s_mov_b32 s64, 39
s_endpgm
.kernel k0
.text
s_mov_b32 s45, 4
v_mov_b32 v35, s87
s_mov_b32 s75, 51
s_endpgm
.kernel k3
.header
.fill 12, 1, 225
.globalbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.text
v_mov_b32 v5, s56
s_nop 1
s_mov_b32 s87, 24
v_mov_b32 v65, s11
s_endpgm
.main
.globaldata
gl3: .int gl3+4
