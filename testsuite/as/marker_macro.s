# expected by hand: a line of a macro body (m.inc:7) expanded from main.s:20
# clrx-as only: the input is preprocessed text with line markers
# 7 "m.inc" macro "mymac" "main.s" 20 5 "m.inc" 3
.byte 1
.fail 3
