.endm
