.inner
.section .innx
innx0: .byte 5,6
.main
