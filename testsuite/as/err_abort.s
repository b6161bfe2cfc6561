.byte 1
.abort
.error "not reached"
