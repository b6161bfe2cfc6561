.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.globaldata
.global gd0
gd0: .int 387
.p2align 4
.global gd1
gd1: .int 86
.global gd2
gd2: .int 371,667,496,410,353
.global gd3
gd3: .int 505,117
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 200,35,224,34,21,15,210,157,108
.global rw1
rw1: .byte 219
