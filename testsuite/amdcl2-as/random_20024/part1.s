.compile_options "-cl-std=CL2.0"
.acl_version "abc"
.arch_stepping 1
.globaldata
.global gd0
gd0: .int 954,447,855
.p2align 0
.global gd1
gd1: .int 618,644,619,176,823
.p2align 2
.global gd2
gd2: .int 158,38,488
.quad 0,0,0,0
