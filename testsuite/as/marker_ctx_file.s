# expected by hand: line 2 of inc.s, included from main.s:4 (an include
# context: the marker names the file), then a repetition inside it
# clrx-as only: the input is preprocessed text with line markers
#@ctx 1 0 include "" "main.s" 4 1 "main.s" 4
#@ctx 2 1 rept "" "inc.s" 5 1 "inc.s" 5
# 2 "inc.s" @1
.byte 1
# 6 @2
.byte 2
.fail 3
