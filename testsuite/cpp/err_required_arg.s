.macro m a:req
    .byte \a
.endm
    m 1
    m
