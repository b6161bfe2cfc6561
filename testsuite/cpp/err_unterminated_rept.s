.rept 3
    .byte 1
