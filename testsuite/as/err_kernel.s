.byte 1
.kernel k1
