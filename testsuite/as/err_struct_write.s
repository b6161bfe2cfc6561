.struct 0
.byte 1
