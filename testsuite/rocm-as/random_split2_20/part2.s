.metadatav3
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 35, 98, 4
.global gd1
gd1:
.int 9, 43, 21, 16
