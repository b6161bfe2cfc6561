.nosectdiffs
.text
k0:
.skip 256
    s_mov_b32 s0, gd1 + 100
    .int gd1
    s_endpgm
