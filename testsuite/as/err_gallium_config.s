.gallium
.kernel k1
.byte 1
