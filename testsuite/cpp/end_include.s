# .end in an included file ends the whole source
.byte 1
.include "inc1/ends.s"
.byte 0xee
