# .end stops assembly
.byte 1
.end
.byte 2
this is not assembled
