.macro m
.endm
.macro M
.endm
