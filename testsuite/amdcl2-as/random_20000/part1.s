.acl_version ""
.hsalayout
.globaldata
.global gd0
gd0: .int 993,558,181,882,233
.global gd1
gd1: .int 531,517,451
.global gd2
gd2: .int 940,638,958,94
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 38,70,246,145,189,76,62,225
.global rw1
rw1: .byte 87,222,123,102,76,53,2,142
.bssdata align=64
.global bs0
bs0: .skip 12
.inner
.section .innx
innx0: .byte 5,6
.main
