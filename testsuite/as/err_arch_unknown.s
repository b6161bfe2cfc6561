.byte 1
.arch gcn9
