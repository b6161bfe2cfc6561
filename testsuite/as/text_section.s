# .text and .section .text in raw code
.byte 1
.text
.byte 2
.section .text
.byte 3
.TEXT
.byte 4
.main
.byte 5
