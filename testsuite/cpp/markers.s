# line markers: see markers.expect-raw, compared byte for byte
.byte 1
.byte 2 ; .byte 3
.macro m x
    .byte \x
    .byte \x + 1
.endm
    m 4
.rept 2
    .byte 5
.endr
.include "inc1/mk_inc.s"
.byte 6, \
    7
.byte 8
