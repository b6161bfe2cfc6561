.byte 1
.rodata
