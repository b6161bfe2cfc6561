# .incbin becomes .byte data, so that the output stands alone
.incbin "data.bin"
.incbin "data.bin", 2
.incbin "data.bin", 3, 4
.incbin "data.bin", , 2
.incbin "data.bin", 20
