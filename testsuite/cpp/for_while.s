# .for and .while; both run their body once before the condition is
# first checked (as clrxasm does)
.for i = 1, i < 16, i + i
    .byte i
.endr
    .byte i
.for j = 5, j < 3, j + 1
    .byte 0x50 + j
.endr
k = 1
.while k < 100
    .short k
    k = k * 3
.endr
.while 0
    .byte 0x77
.endr
.for s = 0, s < 3, s + 1; .byte s * 2; .endr
