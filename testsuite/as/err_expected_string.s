.byte 1
.ascii abc
