.compile_options "x y z"
.hsalayout
.globaldata
.global gd0
gd0: .int 560,745,751,686,839
.global gd1
gd1: .int 891,760,12
.p2align 4
.global gd2
gd2: .int 321,983,994
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 241,26,106,125,69,183,113
.global rw1
rw1: .byte 50,22,3,50,233,141,3
