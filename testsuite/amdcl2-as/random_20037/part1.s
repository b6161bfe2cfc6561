.compile_options ""
.acl_version "abc"
.arch_stepping 2
.globaldata
.global gd0
gd0: .int 627
.global gd1
gd1: .int 979,866,319,207,893
.global gd2
gd2: .int 749,748,445
.quad 0,0,0,0
.bssdata
.global bs0
bs0: .skip 13
