.rocm
.llvm10binfmt
.eflags 33
.metadata
.ascii "X1"
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 47, 63, 96
.global gd1
gd1:
.int 6, 45
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)
