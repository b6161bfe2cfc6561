.compile_options "-cl-std=CL2.0"
.section .ala
ala0: .byte 1,2,3
