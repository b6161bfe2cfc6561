.arch_stepping 0
.hsalayout
.globaldata
.global gd0
gd0: .int 539,239
.quad 0,0,0,0
.samplerinit
.quad 11
.samplerreloc 0, 0
.inner
.section .innx
innx0: .byte 5,6
.main
