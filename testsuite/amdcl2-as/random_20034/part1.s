.compile_options "x y z"
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.hsalayout
.globaldata
.global gd0
gd0: .int 777,960,223,213,777
.global gd1
gd1: .int 820,793
.global gd2
gd2: .int 98,140
.global gd3
gd3: .int 148,823,141,89
.quad 0,0,0,0
.sampler 7614
.inner
.section .innx
innx0: .byte 5,6
.main
