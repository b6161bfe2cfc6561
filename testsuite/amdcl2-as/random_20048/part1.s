.section .ala
ala0: .byte 1,2,3
.inner
.section .innx
innx0: .byte 5,6
.main
