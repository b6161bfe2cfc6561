# .incbin with offset and count
.byte 0xff
.incbin "incbin.data"
.incbin "incbin.data", 2
.incbin "incbin.data", 1, 3
.incbin "incbin.data", 100
.incbin "incbin.data", 3, 100
.incbin "incbin.data", , 2
.incbin "incbin.data", 0, 0
