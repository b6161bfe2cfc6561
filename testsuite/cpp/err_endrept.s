# clrxasm does not close a repetition with .endrept
.rept 2
    .byte 1
.endrept
.byte 2
