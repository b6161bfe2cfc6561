# clrx-as only: the same as joined_lines.s, for clrx-as alone (clrxasm: line 5)
#
.byte 1, \
   2, \
   1/0
