# integer data pseudo-ops: sizes, negative values, truncation, empty values
.byte 0, 1, 127, 128, 255, -1, -128, 0x1ff, 300
.short 0, 0x1234, -1, 0xffff, 0x12345, -32768
.hword 7, -7
.int 0x12345678, -1, 0xffffffff, 0x1ffffffff, -2147483648
.long 1, 2
.word 0xdeadbeef
.quad 0x123456789abcdef0, -1, 0x8000000000000000
.byte 1,,2
.short ,
.int 3,
.byte 'a', '\n', '\x41', '\101', '\\', '\''
.int 077, 0b1011, 0XfF, 0B1
.byte j-k
k: .byte 0
j:
