# a large fill and alignment (speed, no quadratic work)
.fill 100000, 4, 0x01020304
.skip 50000, 7
.align 65536
.fillq 1000, 16, -2
