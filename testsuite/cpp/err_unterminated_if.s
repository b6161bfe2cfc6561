.if 1
    .byte 1
