# includes a file of its own directory (an extension)
.byte 0x55
.include "vp_inner.s"
