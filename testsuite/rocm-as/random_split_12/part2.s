.metadatav3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 73, 43, 30, 80
.global gd1
gd1:
.int 79
.gotsym gd0, got_gd0
