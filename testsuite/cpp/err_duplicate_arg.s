.macro m a, a
.endm
