.amd3
.eflags 45
.tripple "t"
.md_version 1, 1
.printf , 4, 4, 2, "0"
.printf , 8, 8, 2, "Z %-'09ba"
.printf 3, 8, "-"
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 73, 15, 62, 31
.global gd1
gd1:
.int 94, 60
.gotsym gd0, got_gd1
.global ls0, ls1
ls0 = k0 - gd0
ls1 = k0 + (k0 - gd0)
