.globaldata
.global gd0
gd0: .int 468
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 107,44,198,158,78,9,121,74,84
.samplerinit
.quad 39,99,97
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
