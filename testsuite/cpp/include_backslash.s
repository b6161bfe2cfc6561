# clrxasm takes a backslash in a file name or an include directory for a
# directory separator
.include "inc1\\same.s"
.include "same.s"
.incbin "inc1\\data.bin", 0, 2
