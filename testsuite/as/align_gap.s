# code padding with gaps of every length
.byte 1
.align 8
.byte 1,2
.align 8
.byte 1,2,3
.align 16
.byte 1,2,3,4,5
.align 16
.byte 1,2,3,4,5,6
.align 16
.byte 1,2,3,4,5,6,7
.align 16
.byte 1
.align 2
.byte 1,2,3
.align 4
