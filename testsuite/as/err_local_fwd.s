.byte 1
.byte 7f
.byte 2
