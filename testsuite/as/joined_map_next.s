# expected by hand: a join map takes no line number; the line after the
# joined one (no marker) is line 21 of orig.s, where the error is
# clrx-as only: the input is preprocessed text with line markers
# 20 "orig.s"
#@join 1:20:1 10:21:1
.byte 1,  2
.byte 1/0
