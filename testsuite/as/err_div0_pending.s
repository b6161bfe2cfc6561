.byte 1
.int 4/x
x = 0
