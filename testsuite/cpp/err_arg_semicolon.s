.macro m x
    .byte \x
.endm
    m "1;2"
