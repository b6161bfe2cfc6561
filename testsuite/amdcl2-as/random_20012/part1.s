.compile_options "-cl-std=CL2.0"
.hsalayout
.rwdata
.global rw0
rw0: .byte 0,141,33
.global rw1
rw1: .byte 75,23,158,81,23,74,1,218
