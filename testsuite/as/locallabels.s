# local labels 1: with 1b and 1f
base: .byte 0
1: .byte 1b-base, 1f-1b
1: .byte 1b-base
2: .byte 2f-2b, 3f-1b
2: .byte 2b-base
3: .byte 3b-2b
10: .byte 10b-base, 10f-base
10: .byte 10b-base
.byte 1b-base, 2b-base, 3b-base
