.macro m
    .exitm 1
.endm
    m
