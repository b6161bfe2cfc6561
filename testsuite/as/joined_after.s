# the line after a continued statement keeps its number
.byte 1, \
    2, \
    3
.byte 4 ; .byte 5
.byte 1/0
