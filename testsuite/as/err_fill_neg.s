.fill 1
.fill 1, 2, 3, 4
