.kernel k0
.config
    .userdata PTR_SAMPLER_TABLE, 0, 3, 5
    .arg a1,  uchar
    .dims , y
    .userdata PTR_SAMPLER_TABLE, 0, 6, 1
    .arg a0,  image3d, , 4, unused
    .uavprivate 136
.userdata FOO, 1, 2, 3
    .userdata IMM_SCRATCH_BUFFER, 0, 7, 6
.text
s_endpgm
.kernel k1
.header
.fill 2, 1, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.inputsamplers
.sampler 3, 3
.earlyexit
.text
s_endpgm
