# statements separated by ';' are separate lines for clrxasm: a whole
# repetition fits on one line, and labels may stand before it
.rept 2; .byte 1; .endr
lab: .rept 2
    .byte 2
.endr
lab2: lab3: .byte 3; .byte 4
.macro m x
    .byte \x
.endm
m 5; m 6; .byte 7
.int lab3 - lab
