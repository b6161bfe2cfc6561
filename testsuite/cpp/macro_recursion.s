# recursion with a counter: \% evaluates an expression
.macro down n
    .if \n
        .byte \n
        down \%(\n - 1)
    .endif
.endm
    down 5
.macro fib a, b, left
    .int \a
    .ifgt \left
        fib \b, \%(\a + \b), \%(\left - 1)
    .endif
.endm
    fib 0, 1, 10
