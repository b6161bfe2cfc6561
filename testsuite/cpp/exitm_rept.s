# .exitm inside a repetition ends the whole repetition (clrxasm warns)
.rept 3
    .byte 1
    .exitm
    .byte 2
.endr
.byte 3
.exitm
.byte 4
