.kernel k0
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.header
.fill 19, 1, 158
.condout 510
nl170344662: .int nl170344662+2, 7
.inputsamplers
.inputs
.int 10
nl1736587: .int nl1736587+2, 7
.persistentbuffers
.boolconsts
.segment 49, 26
.text
s_mov_b32 s36, 24
s_endpgm
