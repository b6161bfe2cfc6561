.acl_version ""
.arch_stepping 1
.rwdata
.global rw0
rw0: .byte 143,56,59,113
.global rw1
rw1: .byte 234,121,117,80,233,242,78,108
.sampler 48906, 18304
