# the one difference from clrxasm: a label's value is unknown here
a:  .byte 0
b:  .byte 1
.if b - a
.endif
