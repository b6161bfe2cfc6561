.byte 1
.error "stop here"
.byte 2
