# a macro hides an instruction of the same name; a macro named like a
# pseudo-op is ignored (with a warning) and the pseudo-op stays
.macro s_nop n
    .byte 0xee, \n
.endm
    s_nop 3
    S_NOP 4
.macro .byte x
    .int 0
.endm
    .byte 9
.macro .mine a
    .short \a
.endm
    .mine 0x1234
.purgem s_nop
    s_nop 0
