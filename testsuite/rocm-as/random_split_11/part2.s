.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 87, 65, 22, 68
