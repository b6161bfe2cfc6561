.globaldata
gd0: .int 629,38,958,939
.p2align 3
gd1: .int 251,147,300
.p2align 0
gd2: .int 290,801,633,412
.p2align 3
gd3: .int 720,486,977,661,57
.p2align 3
.quad 0,0,0,0
.rwdata
rw0: .byte 46,5,114,137,186,97,67,144,191
rw1: .byte 5,228
rw2: .byte 9,231
.bssdata
bs0: .skip 8
bs1: .skip 3
.kernel k0
    .config
        .gdssize 37337
        .dims x, xy
        .useargs
        .setupargs
        .arg a0, char4
    .text
        v_mov_b32 v9, v13
        s_mov_b32 s12, s27
        v_mov_b32 v60, v29
        s_mov_b32 s20, rw1>>32
        s_mov_b32 s39, s19
        s_mov_b32 s56, s1
        s_mov_b32 s31, s35
        s_mov_b32 s55, s24
        s_endpgm
.kernel k1
    .config
        .ieeemode
        .dims yz, z
        .vgprsnum 93
        .pgmrsrc2 0xedc5c3
        .setupargs
        .arg a0, ulong2*, local
        .arg a1, ushort
        .arg a2, double3
        .arg a3, short
        .arg a4, uchar16*, global, volatile
    .text
        v_add_i32 v45, vcc, v1, v2
        v_mov_b32 v87, v13
        v_mov_b32 v41, v29
        v_mad_f32 v9, v1, s3, v4
        s_endpgm
