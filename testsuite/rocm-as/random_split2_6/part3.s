.metadatav3
.section .myextra
.byte 1, 2, 3
