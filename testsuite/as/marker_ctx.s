# expected by hand: a line of a macro body (m.inc:7) expanded from main.s:20,
# the context described once by a `#@ctx` line and named by its number
# clrx-as only: the input is preprocessed text with line markers
#@ctx 1 0 macro "mymac" "main.s" 20 5 "m.inc" 3
# 7 @1
.byte 1
.fail 3
