.byte 1
.section .foo
