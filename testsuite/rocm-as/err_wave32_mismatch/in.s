.rocm
.kernel a
    .config
        .use_wave32
.kernel b
    .config
.text
a:  .skip 256
    s_endpgm
.p2align 8
b:  .skip 256
    .kcode a, b
    s_nop 0
    .kcodeend
    s_endpgm
