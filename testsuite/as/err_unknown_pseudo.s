.byte 1
.nosuchop 5
