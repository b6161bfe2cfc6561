/* the global data in its own object */
.globaldata
    .int 0x11111111
    .align 8
gdata_end:
.globaldata
    .p2align 4
    .byte 0x22
.kernel a
    .config
    .arg p, float*, constant
    .text
    s_endpgm
.globaldata
    .int 0x33
.kernel b
    .header
    .int 7, 8
    .metadata
    .ascii ";ARGSTART:__OpenCL_b_kernel\n;uniqueid:1024\n;function:1:1024\n;ARGEND:__OpenCL_b_kernel\n"
    .proginfo
    .entry 0x80001000, 0
    .text
    s_endpgm
