# .purgem removes a macro; the name can be defined again
.macro m
    .byte 1
.endm
    m
.purgem m
.macro m
    .byte 2
.endm
    m
.purgem M
.macro m x
    .byte \x
.endm
    m 3
