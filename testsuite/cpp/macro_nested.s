# a macro that defines macros; arguments of the outer macro are
# substituted when the inner one is defined
.macro gen name, k
    .macro \name x
        .short \x * \k
    .endm
.endm
    gen times3, 3
    gen times5, 5
    times3 2
    times5 2
    TIMES3 4
.macro outer
    .macro inner
        .byte 0x11
    .endm
    inner
.endm
    outer
    inner
