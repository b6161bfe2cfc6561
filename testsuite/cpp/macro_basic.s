# positional arguments, defaults, \() and \@
.macro pair a, b=7
    .byte \a, \b
.endm
    pair 1, 2
    pair 3
.macro join pre, post
    .byte \pre\()\post
.endm
    join 1, 2
    join 0x, ff
.macro count
    .byte \@
.endm
    count
    count
    pair 4 5
