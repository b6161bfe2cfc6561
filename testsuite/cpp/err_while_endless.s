# an endless loop meets the expansion limit
x = 1
.while x
    .byte 1
.endr
