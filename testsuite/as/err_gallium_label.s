.gallium
.kernel k1
lab: .byte 1
