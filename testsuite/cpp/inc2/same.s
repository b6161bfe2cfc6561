# found in inc2
.byte 0x22
