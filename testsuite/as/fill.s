# .fill and .fillq
.fill 3
.fill 2, 1, 0x41
.fill 2, 2, 0x4243
.fill 2, 4, 0x44454647
.fill 1, 8, 0x1122334455667788
.fill 2, 12, 0x99aabbcc
.fill 0, 4, 5
.fill 3, 0, 5
.fill 2, 3, 0x123456
.fillq 1, 8, 0x1122334455667788
.fillq 2, 10, -1
.fillq 1, 3, 0xabcdef
.fill 2, , 7
.fill 1, 2
