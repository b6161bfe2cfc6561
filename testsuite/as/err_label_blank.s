# blanks before a colon make a label only for the first label of a
# statement: `b` after the label `a` is an instruction word
a: .byte 1
c: b : .byte 2
