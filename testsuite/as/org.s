# .org and assignments to '.'
.byte 1
.org 4
.byte 2
.org 8, 0x33
.byte 3
. = 12
.byte 4
. = . + 2
.byte 5
here:
.org here + 3, 0xee
.byte 6
.org .
.byte 7
