# -D definitions are written at the top, so the output needs no options
.ifdef DEBUG
    .byte 1
.endif
.if LEVEL > 2
    .byte LEVEL
.endif
.ifndef OFF
    .byte 2
.endif
