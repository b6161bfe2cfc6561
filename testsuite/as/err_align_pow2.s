.byte 1
.align 3
