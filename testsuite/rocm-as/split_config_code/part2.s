.kernel k1
.kernel k2
.text
k1: .skip 256
    s_mov_b32 s30, 0
    s_endpgm
