start: .byte 1
.int start
