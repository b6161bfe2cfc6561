.byte 1
.ends
