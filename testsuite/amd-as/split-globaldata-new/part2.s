.globaldata
    .p2align 4
    .byte 0x22
.kernel a
    .config
    .arg p, float*, constant
    .text
    s_endpgm
