.byte 1
1 = 6
