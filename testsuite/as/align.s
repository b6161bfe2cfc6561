# alignment in code: s_nop 0 padding, fill values, limits
.byte 1
.align 4
.byte 2
.align 8
.byte 3,4
.balign 16
.byte 5
.p2align 2
.byte 6,7,8
.p2align 4, 0xcc
.byte 9
.align 8, 0x11, 3
.align 8, 0x22, 7
.byte 10,11
.p2align 3,,5
.byte 12
.p2align 3,,7
.align 1
.p2align 0
.byte 13
.align 32,
.byte 14,15,16
.align 256
