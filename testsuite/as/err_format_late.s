.byte 1
.gallium
