.kernel k2
    .config
        .scratchbuffer 81
        .setupargs
        .arg a0, void*, local
        .arg a1, float3
    .text
        s_load_dwordx4 s[16:19], s[4:5], 0
        s_mov_b32 s14, s32
        s_nop 2
        s_endpgm
