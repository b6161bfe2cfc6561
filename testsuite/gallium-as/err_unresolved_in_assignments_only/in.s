# a source of assignments only, waiting for symbols never defined
.gallium
.set y, qq
.equ z, q2
