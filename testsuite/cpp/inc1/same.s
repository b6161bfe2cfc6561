# found in inc1
.byte 0x11
