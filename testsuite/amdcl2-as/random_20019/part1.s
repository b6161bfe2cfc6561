.arch_stepping 8
.globaldata
.global gd0
gd0: .int 619,732,658
.quad 0,0,0,0
.bssdata align=64
.global bs0
bs0: .skip 13
.global bs1
bs1: .skip 18
.global bs2
bs2: .skip 21
