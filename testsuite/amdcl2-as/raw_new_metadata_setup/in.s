.amdcl2
.gpu Bonaire
.kernel r1
    .metadata
        .byte 1, 2, 3, 4, 5
        .int 0x11223344
    .setup
        .fill 256, 1, 0x77
    .text
        s_endpgm
.kernel r2
    .setup
        .byte 9, 8
    .metadata
        .quad 0x0102030405060708
    .text
        v_mov_b32 v1, 0
        s_endpgm
.kernel r1
        s_nop 1
