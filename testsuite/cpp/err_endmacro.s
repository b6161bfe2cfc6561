# clrxasm records .endmacro as the last statement of the macro
.macro m
    .byte 1
.endmacro
    m
