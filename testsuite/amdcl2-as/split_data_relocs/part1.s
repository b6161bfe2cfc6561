.globaldata
        .int 1, 2, 3
.global gd
gd:     .int 4
.rwdata
.global rw
        .byte 5
rw:     .byte 6
.bssdata align=16
.global bs
        .skip 3
bs:     .skip 5
