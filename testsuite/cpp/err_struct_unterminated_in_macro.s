.macro m
.if 1
.endm
    m
