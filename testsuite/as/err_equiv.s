.equiv x, 1
.byte x
.equiv x, 2
