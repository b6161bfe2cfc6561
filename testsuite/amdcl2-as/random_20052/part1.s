.arch_stepping 3
.globaldata
.global gd0
gd0: .int 642,214,139,373,79
.global gd1
gd1: .int 733,245
.p2align 1
.global gd2
gd2: .int 187
.global gd3
gd3: .int 518,720,643,549,391
.quad 0,0,0,0
.samplerinit
.quad 6,79,45
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
