# .skip/.space: zero or byte fill (also in code: no s_nop)
.byte 1
.skip 3
.space 2, 0xaa
.skip 0
.skip
.byte 2
.space 5, 0x1ff
.skip 1, -1
