# expected by hand: clrx-cpp line markers; the error is at line 42 of
# orig.s (a marker names the line that follows it)
# clrx-as only: the input is preprocessed text with line markers
.byte 1
# 40 "orig.s"
.byte 2
.byte 3
.error "in the original file"
