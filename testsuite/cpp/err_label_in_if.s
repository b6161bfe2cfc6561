lab: .byte 0
.if lab
.endif
