/* user sections in the main binary and in kernels; global data; labels */
.globaldata
    .int 0x11223344
gd2: .byte 1, 2, 3
.section .gsect, "wa"
    .int gd2
.kernel k1
    .config
    .text
    s_endpgm
    .section .ksect, "ax", @progbits
    .align 8
    .int 5
    .section .knote, "a", @note
    .int 6
    .data
    .int 7, 8
.kernel k2
    .header
    .int 1
    .metadata
    .ascii ";ARGSTART:__OpenCL_k2_kernel\n;uniqueid:1024\n;function:1:1024\n;ARGEND\n"
    .section .ksect2, "w", @nobits
    .skip 10
    .text
    s_endpgm
.main
.section .gsect
    .int 9
.section .gsect3 align=16
    .byte 1
