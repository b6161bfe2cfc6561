.bssdata
.global bs0
bs0: .skip 40
.kernel k0
    .hsaconfig
        .debugmode
        .priority 3
        .privmode
        .dims x, xy
        .use_dispatch_id
        .runtime_loader_kernel_symbol 99
        .sgprsnum 35
        .default_hsa_features
        .vgprsnum 127
        .setupargs
        .arg a0, uchar16
        .arg a1, ulong*, constant
        .arg a2, structure, 10
    .control_directive
        .fill 64, 1, 0xad
    .text
        s_mov_b32 s31, s3
        s_mov_b32 s39, s7
        s_nop 3
        s_mov_b32 s1, s6
        s_mov_b32 s0, s2
        s_endpgm
.kernel k1
    .metadata
    .byte 171,133,141,188,206,30,84,207,152,17,81,244,122,32,169,190,190,120,113,76
    .setup
    .byte 187,129,154,151,114,6,83,91,112,56
    .text
        s_mov_b32 s16, s6
        v_mov_b32 v40, v7
        s_endpgm
