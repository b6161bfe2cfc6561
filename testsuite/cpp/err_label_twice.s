a:
.byte 0
a:
