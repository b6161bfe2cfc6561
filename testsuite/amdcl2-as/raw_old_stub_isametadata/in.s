.amdcl2
.gpu Hawaii
.kernel r1
    .metadata
        .byte 1, 2, 3
    .isametadata
        .byte 5, 6, 7, 8
    .stub
        .fill 16, 1, 3
    .setup
        .fill 24, 1, 4
    .text
        s_endpgm
.kernel r2
    .metadata
        .int 7
    .text
        s_endpgm
