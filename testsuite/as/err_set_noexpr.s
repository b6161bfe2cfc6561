.byte 1
x =
