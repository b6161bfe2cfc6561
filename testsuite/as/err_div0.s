.byte 1
.int 1/0
