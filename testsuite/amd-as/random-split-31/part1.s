.driver_version 112402
.section .userglobal, "a"
.byte 1,2,3
.align 8
.main
.kernel k0
