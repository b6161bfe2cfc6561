.byte 1
.endif
