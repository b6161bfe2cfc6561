.kernel k0
    .metadata
    .byte 220,33,179,209,97,189,222,47,49,45,171,104,4,97,108,70,150,152
    .setup
    .byte 84,237,135,250,42,255
    .stub
    .byte 42,217,16,192,252,184,85,255,97,97,238,196
    .isametadata
    .byte 140,148,38,113,45,58
    .text
        s_nop 2
        s_endpgm
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
