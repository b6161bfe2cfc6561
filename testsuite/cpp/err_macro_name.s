.macro
.endm
