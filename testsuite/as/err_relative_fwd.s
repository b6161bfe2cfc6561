.byte 1
.int later
later: .byte 2
