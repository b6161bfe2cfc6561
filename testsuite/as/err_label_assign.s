a: .byte 1
a = 5
