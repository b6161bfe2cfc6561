.rept 0x100000000000
    .byte 1
.endr
