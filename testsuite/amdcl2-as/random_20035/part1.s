.arch_minor 1
.globaldata
.global gd0
gd0: .int 418,842
.global gd1
gd1: .int 534,641
.global gd2
gd2: .int 742
.quad 0,0,0,0
