.byte 1
.data
