.byte 1
.p2align 64
