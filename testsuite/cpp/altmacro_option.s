# -a turns .altmacro on from the start
.macro add3 a, b, c
    .byte a + b + c
.endm
    add3 1, 2, 3
    add3 %10*2, 0, 1
