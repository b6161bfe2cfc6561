# a statement continued over lines with a backslash is reported on the line
# where its text is (expected: the reference, clrxasm, says line 5)
.byte 1, \
   2, \
   1/0
