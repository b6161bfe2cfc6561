.nosectdiffs
.globaldata
.global gd0, gd1
gd0: .int 1, 2
gd1: .int 3
