a: .byte 1
b: .byte 2
a: .byte 3
