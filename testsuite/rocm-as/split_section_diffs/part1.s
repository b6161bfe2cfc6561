
.globaldata
.global gd
gd: .int 1, 2, 3, 4
.global gdend
gdend:
