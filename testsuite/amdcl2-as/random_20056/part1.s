.acl_version ""
.globaldata
.global gd0
gd0: .int 660,326
.global gd1
gd1: .int 41,555,786,694,316
.global gd2
gd2: .int 516,772,308,609
.global gd3
gd3: .int 34,742,569
.quad 0,0,0,0
