.byte 1
.byte 1 2
