.byte 1
.int x
x = x + 1
