# pseudo-op names are case-insensitive, symbols are not
.BYTE 1
.Byte 2
Sym = 3
sym = 4
.byte Sym, sym
.INT 5
