# expected by hand: malformed context lines and markers that name an
# undescribed context are comments; the error is then at this file's line 9
# clrx-as only: the input is preprocessed text with line markers
#@ctx 2 0 macro "m" "a.s" 1 1 "a.s" 1
#@ctx 1 1 rept "" "a.s" 1 1 "a.s" 1
#@ctx 1 0 loop "" "a.s" 1 1 "a.s" 1
# 5 @1
.byte 1
.fail 3
