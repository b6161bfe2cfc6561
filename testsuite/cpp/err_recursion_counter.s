.macro m n
    m \%(\n+1)
.endm
    m 0
