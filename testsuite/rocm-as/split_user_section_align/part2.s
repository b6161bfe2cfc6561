.section .myb, "a"
.p2align 3
.byte 5, 6
