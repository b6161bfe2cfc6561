.byte 1
.ascii "abc
.byte 2
