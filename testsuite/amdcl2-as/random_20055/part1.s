.acl_version ""
.rwdata
.global rw0
rw0: .byte 61,68,78,141,92,188,228
.samplerinit
.quad 78,55,71
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
