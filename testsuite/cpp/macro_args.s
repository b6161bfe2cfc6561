# how a macro call's operands are split into arguments
.macro show a, b, c
    .ascii "[\a|\b|\c]"
.endm
    show 1 2 3
    show a + b, c
    show a - b
    show (a) (b)
    show a (b)
    show -1 -2
    show "x y" z
    show x"y z"
    show 1,,3
    show ,2
    show  1 , 2 , 3
    show a+b c*d e
    show a* b
    show a *b
