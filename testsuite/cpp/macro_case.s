# macro names ignore case under .macrocase (the default), not under
# .nomacrocase; the name is taken as it was when the macro was defined
.macro Twice v
    .byte \v, \v
.endm
    twice 1
    TWICE 2
.nomacrocase
.macro Once v
    .byte \v
.endm
.macro ONCE v
    .byte \v + 100
.endm
    Once 3
    ONCE 3
    twice 4
.macrocase
    twice 6
