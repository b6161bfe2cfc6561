# only in inc2
.macro from2 x
    .byte 0x20 + \x
.endm
