.kernel k0
.text
s_mov_b32 s99, 9
s_endpgm
.kernel k1
.header
.fill 27, 1, 172
.inputsamplers
.sampler 3, 0
.scratchbuffers
.int 48
.calnote 26
.byte 1, 2, 3
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";function:1:1027\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.condout
.int 126
.subconstantbuffers
.persistentbuffers
.text
s_mov_b32 s43, 28
s_and_b32 s77, s53, 0x670af
s_mov_b64 vcc, s[66:67]
v_mov_b32 v204, s1
v_add_f32 v80, v83, v27
s_endpgm
.kernel k2
