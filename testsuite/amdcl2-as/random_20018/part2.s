.kernel k1
    .config
        .usesetup
        .vgprsnum 111
        .arg a0, ushort*, constant, const
        .arg a1, uchar16
        .arg a2, structure, 53
    .text
        s_mov_b32 s30, s9
        s_mov_b32 s36, s14
        v_mov_b32 v29, v15
        s_endpgm
