.hsalayout
.rwdata
.global rwx, alpha
rwx: .byte 1,2,3,4,5,6,7,8
alpha: .byte 9
.globaldata
.global later
later: .int 7,8
.bssdata
.global bz
bz: .skip 16
