# a continued line inside a macro body: the error is in its 3rd line
.macro m x
    .byte \x, \
      \x + 1, \
      \x / 0
.endm
.byte 0
    m 2
