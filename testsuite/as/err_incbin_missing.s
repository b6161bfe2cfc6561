.byte 1
.incbin "nonexistent.data"
