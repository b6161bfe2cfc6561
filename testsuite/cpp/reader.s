# comments, continuations and strings, read as clrxasm reads them
.byte 1 # a comment
.byte 2 /* a comment */ , 3
.byte 4 /* a comment
  over two lines */ ; .byte 5
.byte 6, \
  7
.ascii "a;b#c/*d" ; .byte 8
.byte 9 # this comment ends with a backslash \
.byte 0xee
.ascii "x\
y"
.byte 10 ; ; .byte 11
.byte '#', ';', 12
