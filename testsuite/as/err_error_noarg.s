.byte 1

.error
