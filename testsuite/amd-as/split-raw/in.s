/* a raw kernel over two objects: header and metadata in one, more CAL
 * notes and the code in the other */
.kernel r
    .header
    .fill 32, 1, 0
    .metadata
    .ascii ";ARGSTART:__OpenCL_r_kernel\n;version:3:1:111\n;uniqueid:1025\n"
    .uav
    .entry 12, 4, 0, 5
    .proginfo
    .entry 0x80001041, 3
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
