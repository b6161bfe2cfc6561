.amdcl2
.gpu Bonaire
.section .ala, "aw"
        .byte 1, 2, 3
.section .notes, "a", @note
        .int 4
.section .nob, "aw", @nobits
        .skip 10
.section .al8, "", @progbits align=8
        .byte 5
.p2align 4
        .byte 6
.inner
.section .innx, "awx"
        .byte 7, 8
.section .text
        .byte 9
.main
.text
        .byte 10
.kernel k
    .section .kin
        .byte 11
    .text
        s_endpgm
    .section .brig
        .int 12
.kernel k
.section .innx
        .byte 13
