# .ifdef and friends see every definition made so far
.ifdef sym
    .byte 0xee
.else
    .byte 1
.endif
sym = 3
.ifdef sym
    .byte 2
.endif
lab:
.ifdef lab
    .byte 3
.endif
.ifndef later
    .byte 4
.endif
.ifnotdef later
    .byte 5
.endif
later:
.ifndef later
    .byte 0xee
.elseifdef later
    .byte 6
.endif
.scope sc
x = 1
.ends
.ifdef sc::x
    .byte 7
.endif
.ifdef x
    .byte 0xee
.endif
.undef sym
.ifdef sym
    .byte 0xee
.endif
.ifdef .
    .byte 8
.endif
