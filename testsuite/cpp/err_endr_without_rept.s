.byte 0
.endr
