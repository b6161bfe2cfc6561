.compile_options "-cl-std=CL2.0"
.globaldata
.global gd0
gd0: .int 195,39
.global gd1
gd1: .int 228,778
.quad 0,0,0,0
