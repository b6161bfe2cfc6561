.globaldata
.global gd0
gd0: .int 615,674,413
.global gd1
gd1: .int 203,216
.global gd2
gd2: .int 838
.global gd3
gd3: .int 743,400
.quad 0,0,0,0
.section .ala, "aw"
.global ala0
ala0: .byte 1,2,3
