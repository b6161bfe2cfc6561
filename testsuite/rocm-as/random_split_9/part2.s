.globaldata
.global gd0
gd0:
.int 92, 16, 92
.global gd1
gd1:
.int 85, 33, 35, 25
.gotsym gd0
