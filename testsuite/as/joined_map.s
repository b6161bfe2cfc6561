# expected by hand: a clrx-cpp join map; the error is in the part that
# comes from line 22 of orig.s
# clrx-as only: the input is preprocessed text with line markers
# 20 "orig.s"
#@join 1:20:1 10:21:1 15:22:3
.byte 1,   2,   1/0
