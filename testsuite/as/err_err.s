.byte 1
.err
