.kernel k2
.text
k2: .skip 256
    v_mov_b32 v70, 0
    s_endpgm
