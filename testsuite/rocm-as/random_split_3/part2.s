.globaldata
.global gd0
gd0:
.int 13, 55, 39
