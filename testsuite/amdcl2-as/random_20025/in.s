.kernel k0
    .hsaconfig
        .scratchbuffer 770
        .cws 59, 1, 3
        .dims xyz, x
        .work_group_size_hint 53, 4
        .tgsize
        .debug_private_segment_buffer_sgpr 76
        .ieeemode
        .sgprsnum 80
        .vgprsnum 127
        .arg a0, short3*, global
        .arg a1, short3
        .arg a2, "image2d_t", image3d, rdonly
        .arg a3, uint
    .text
        s_nop 2
        s_nop 1
        s_nop 2
        s_nop 2
        s_nop 4
        s_mov_b32 s34, s3
        s_mov_b32 s57, s16
        s_endpgm
.kernel k1
    .metadata
    .byte 125,54
    .setup
    .byte 107,211,95,117,39,102,77,16,184,107
    .isametadata
    .byte 90,213,70,154,243,187
    .text
        v_mov_b32 v49, v25
        s_endpgm
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
