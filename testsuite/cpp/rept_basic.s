# .rept with a counter, a zero count, and nesting
n = 0
.rept 3
    .byte n
    n = n + 1
.endr
.rept 0
    .byte 0xee
.endr
.rept 2
    .rept 2
        .short n
    .endr
    n = n * 2
.endr
