# what conditions see of assignments: =, .set, .equ, .equiv, .eqv,
# .undef, .enum, .get_version, pending assignments
a = 3
.set b, a + 1
.equ c, b * 2
.equiv d, c + 1
.if d == 9
    .byte 1
.endif
.eqv e, f + 1
f = 10
.if e == 11
    .byte 2
.endif
f = 20
.if e == 21
    .byte 3
.endif
g = h + 1
h = 5
.if g == 6
    .byte 4
.endif
.undef a
.ifndef a
    .byte 5
.endif
.enum e0, e1, e2
.enum >10, e10, e11
.if e2 == 2 && e11 == 11
    .byte 6
.endif
.get_version ver
.if ver == 109
    .byte 7
.endif
.if (1 < 2) == -1
    .byte 8
.endif
.if 7 / 2 == 3 && -7 % 3 == -1 && (1 << 4) == 16
    .byte 9
.endif
    .byte e, g
