.byte 1
.: .byte 2
