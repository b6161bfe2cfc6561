.metadatav3
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 70
.global gd1
gd1:
.int 39, 43
.gotsym gd0, got_gd1
