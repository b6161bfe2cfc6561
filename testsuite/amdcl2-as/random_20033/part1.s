.compile_options ""
.globaldata
.global gd0
gd0: .int 504,850,738,621
.quad 0,0,0,0
.section .ala
ala0: .byte 1,2,3
