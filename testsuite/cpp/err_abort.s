.macro m
    .exitm
.endm
    m
.abort
.if 1
