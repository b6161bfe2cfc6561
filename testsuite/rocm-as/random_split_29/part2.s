.metadatav3
.text
k0:
    s_mov_b32 s77, . - gd1
    s_mov_b32 vcc_lo, s84
    s_mov_b32 s62, . - gd0
    s_endpgm
