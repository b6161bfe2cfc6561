# expected by hand: markers change only positions, never the bytes
# clrx-as only: the input is preprocessed text with line markers
# 1 "a.s"
.byte 1
# 100 "b.s" include "b.s" "a.s" 2 1 "b.s" 0
.byte 2, 3
# 5 "a.s"
.int 0x04050607
# not a marker
#5 "neither"
.byte 8
