.globaldata
.global gd0
gd0: .int 833,249
.global gd1
gd1: .int 444,990,673
.p2align 1
.global gd2
gd2: .int 977
.global gd3
gd3: .int 871,128,12
.p2align 4
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 56,91,135,107,39
