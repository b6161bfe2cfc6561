.octa 1
.octa 0x1ffffffffffffffffffffffffffffffff
