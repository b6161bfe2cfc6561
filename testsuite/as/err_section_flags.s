.byte 1
.section .text, "q"
