# .exitm leaves the macro; the conditional it sits in ends too
.macro upto n
    .byte 1
    .if \n < 2
        .exitm
    .endif
    .byte 2
    .if \n < 3
        .exitm
    .else
        .byte 3
    .endif
    .byte 4
.endm
    upto 1
    upto 2
    upto 3
    .byte 0xff
