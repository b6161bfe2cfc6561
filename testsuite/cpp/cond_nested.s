# skipped branches: nested conditionals, macro definitions and
# repetitions inside them are skipped whole
.if 0
    .if 1
        .byte 0xee
    .else
        .byte 0xee
    .endif
    .macro m
        .endif
    .endm
    .rept 2
        .else
    .endr
.elseif 1
    .byte 1
    .if 0
        .byte 0xee
    .elseif 0
        .byte 0xee
    .else
        .byte 2
    .endif
.else
    .byte 0xee
.endif
.macro cond x
    .if \x
        .byte 3
    .else
        .byte 4
    .endif
.endm
    cond 1
    cond 0
.ifdef m
.else
    .byte 5
.endif
