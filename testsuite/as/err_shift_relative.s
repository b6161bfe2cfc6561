a: .byte 1
.byte a>>1
