.kernel k0
    .metadata
    .byte 159,166,25,255,121,33,174,102,231,220,6,45,225,96,89,95,7
    .setup
    .byte 250,31
    .stub
    .byte 20,120,200,32
    .text
        s_mov_b32 s23, s11
        v_mov_b32 v54, v14
        s_nop 0
        s_mov_b32 s11, s3
        s_nop 2
        s_nop 2
        s_endpgm
.kernel k1
    .config
        .dims xy
        .usegeneric
        .sgprsnum 50
        .gdssize 14359
        .arg a0, "image2d_t", image, read_write
        .arg a1, double3
    .text
        s_mov_b32 s40, s7
        s_mov_b32 s32, s22
        s_mov_b32 s17, s5
        .kcode k0
        v_mov_b32 v107, 0
        .kcodeend
        s_nop 3
        s_endpgm
