.byte 1
.balignw 4
