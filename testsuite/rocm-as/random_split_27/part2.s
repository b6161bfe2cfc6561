.globaldata
.global gd0
gd0:
.int 23
