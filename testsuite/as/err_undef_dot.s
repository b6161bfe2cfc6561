.byte 1
.undef .
