# expected by hand: an error found when a forward reference resolves is
# reported at the line of the reference (here 31 of x.s)
# clrx-as only: the input is preprocessed text with line markers
# 30 "x.s"
.byte 1
.int 1/zero
# 50 "y.s"
zero = 0
