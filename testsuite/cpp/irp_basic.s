# .irp takes a list of values, .irpc the characters of a string
.irp r, 1, 2, 3
    .short \r * 100
.endr
.irp v 4 5
    .byte \v
.endr
.irp e
    .ascii "[\e]"
.endr
.irp z, a, , b
    .ascii "[\z]"
.endr
.irpc c, 123
    .byte \c + '0'
.endr
.irpc c, a b
    .ascii "<\c>"
.endr
.irpc c, "xy"
    .ascii "(\c)"
.endr
.irpc c x,y
    .ascii "{\c}"
.endr
.irp p, x, y
\p\()_lab: .byte 0x11
.endr
    .int y_lab - x_lab
