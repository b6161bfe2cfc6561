.rocm
.llvm10binfmt
.md_version 0, 3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 1, 80
.global gd1
gd1:
.int 71, 57
.global gd2
gd2:
.int 6, 97, 22, 28
.gotsym gd1, got_gd0
.global ls0, ls1
ls0 = k0 - gd2
ls1 = k0 + (k0 - gd2)
