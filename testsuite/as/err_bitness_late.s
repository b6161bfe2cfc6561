.byte 1
.64bit
