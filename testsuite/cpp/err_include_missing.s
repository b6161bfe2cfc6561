.byte 0
.include "nonexistent.s"
