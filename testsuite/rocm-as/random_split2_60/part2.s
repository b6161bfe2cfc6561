.globaldata
.global gd0
gd0:
.int 73, 47, 23, 44
.global gd1
gd1:
.int 84
.global ls0, ls1
ls0 = k1 - gd1
ls1 = k1 + (k1 - gd1)
.kernel k0
    .fkernel
.kernel k1
    .fkernel
