.globaldata
.global gd0
gd0:
.int 55, 49
.global gd1
gd1:
.int 85
.global gd2
gd2:
.int 75, 93, 26, 65
