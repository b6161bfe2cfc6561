.byte 1
.byte 5b
