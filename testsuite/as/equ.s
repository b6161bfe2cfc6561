# .set, .equ, .equiv, .eqv
.set a, 5
.equ b, a*2
.equiv c, a+b
.byte a, b, c
.set a, 6
.byte a
.eqv cur, a+b
.byte cur
a = 100
.byte cur
b = 1
.byte cur
.eqv pos, . - start
start: .byte pos, pos, pos
.equiv later1, later2 + 1
.byte later1
later2 = 30
