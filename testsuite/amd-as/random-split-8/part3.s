.kernel k0
.text
.header
.fill 5, 1, 34
.inputsamplers
.sampler 5, 5
.sampler 0, 2
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.text
s_and_b32 s51, s10, 0xa9b16
s_mov_b32 s15, 30
