.byte 1
.fill later, 1, 0
later = 3
