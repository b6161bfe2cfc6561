.for x = 1, x < 3
.endr
