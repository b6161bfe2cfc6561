.byte 1
.else
