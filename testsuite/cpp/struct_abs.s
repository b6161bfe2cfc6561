# labels in the absolute section (.struct/.offset) have known values
# (the data is written first: clrxasm 0.1.9 crashes when a rawcode
# source leaves the absolute section again)
    .byte r1, r2, fb
.struct 0
f_a: .skip 4
f_b: .skip 2
f_c:
.if f_c == 6
    r1 = 1
.endif
fb = f_b
.offset 0x10
g_a: .space 8
g_b:
. = 0x40
g_c:
.if g_b - g_a == 8 && g_c == 0x40
    r2 = 2
.endif
