# a condition over labels: evaluated where it stands, with the labels so far
a:  .byte 0
b:  .byte 1
.if b - a
    .byte 2
.else
    .byte 3
.endif
