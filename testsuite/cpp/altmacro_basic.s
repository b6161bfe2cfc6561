# .altmacro: arguments without backslash, %EXPR, <...> and '...' with !
.altmacro
.macro two a, b
    .byte a, b, a+b
.endm
    two 1, 2
    two %3*3, <4>
.macro say s
    .ascii "s"
.endm
    say <x!>y>
    say 'p!'q'
    say "r t"
    say %-(2+3)
two_a = 0x20
    .byte two_a
.macro words ab, a
    .byte ab, a, ab1
.endm
ab1 = 9
    words 5, 6
.noaltmacro
.macro three x
    .byte \x
.endm
    three 7
