# integer conditions and every .elseif form
v = 5
.if v == 5
    .byte 1
.elseif v == 6
    .byte 0xee
.else
    .byte 0xee
.endif
.ifeq v - 5
    .byte 2
.endif
.ifne v
    .byte 3
.endif
.ifgt v - 10
    .byte 0xee
.elseifge v - 5
    .byte 4
.endif
.iflt -1
    .byte 5
.endif
.ifle 0
    .byte 6
.endif
.if 0
.elseifeq 1
.elseifne 0
.elseifgt -1
.elseifge -1
.elseiflt 1
.elseifle 1
.elseif 0
.else
    .byte 7
.endif
.if 0
.elseiflt -3
    .byte 8
.elseif 1
    .byte 0xee
.endif
.if 1
    .byte 9
.elseif 0
    .byte 0xee
.endif
