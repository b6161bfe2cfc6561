.kernel r
    .text
    s_endpgm
    .metadata
    .ascii ";function:1:1025\n;ARGEND:__OpenCL_r_kernel\n"
    .inputsamplers
    .sampler 0, 1
    .earlyexit 5
.kernel c
    .config
    .text
    s_endpgm
