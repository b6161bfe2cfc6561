.text
k0:
.skip 256
    s_mov_b32 vcc_lo, s77
    s_endpgm
.section .myextra
.byte 1, 2, 3
