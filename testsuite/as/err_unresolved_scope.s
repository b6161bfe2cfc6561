.scope
.int tmpsym
.ends
.byte 1
