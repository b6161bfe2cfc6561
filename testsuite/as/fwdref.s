# forward references: data and assignments waiting for symbols
.int a, b, c
a = 1
c = b + a
b = 2*a + 40
.int x
x = y + 1
y = z * 2
z = 21
.byte zx
zx = 9
.byte zx
zx = 10
.byte zx
.byte later - first
first: .byte 0
later: .byte 1
.short pend
p1 = 5
pend = p1 + p2
p2 = 7
