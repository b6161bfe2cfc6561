.byte 0x10
.irp v, 1
    .byte \v
.endr
