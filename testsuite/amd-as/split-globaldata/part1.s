/* the global data in its own object */
.globaldata
    .int 0x11111111
    .align 8
gdata_end:
