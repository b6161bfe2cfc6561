.compile_options ""
.hsalayout
.globaldata
gd0: .int 741,489,342
.p2align 4
gd1: .int 925,301
gd2: .int 701,972,116,834,257
.p2align 4
.quad 0,0,0,0
.bssdata
bs0: .skip 14
bs1: .skip 8
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .config
        .floatmode 0x39
        .sgprsnum 2
        .exceptions 0x39
        .usegeneric
        .arg a0, structure, 21
        .arg a1, char*, global
        .arg a2, "image2d_t", image2d, rdonly
.kernel k1
    .metadata
    .byte 164,72,161,112,124,239,110,68,5,16
    .setup
    .byte 239,9,126,105
    .fill 256,1,0
.kernel k2
    .config
        .useargs
        .dims xyz, x
        .ieeemode
        .setupargs
        .arg a0, double3
        .arg a1, double3
        .arg a2, structure*, 26, local
        .arg a3, queue
        .arg a4, double*, global
.text
.p2align 8
k0:
.skip 256
        v_mad_f32 v31, v1, s3, v4
        v_mov_b32 v71, v20
        s_mov_b32 s43, s30
        s_mov_b32 s49, s4
        s_nop 1
        .p2align 3
        s_nop 2
        v_mov_b32 v45, v6
        s_endpgm
.p2align 8
k1:
.skip 256
.global cl438111
cl438111:
        v_mov_b32 v11, v10
        s_nop 4
        s_load_dwordx4 s[40:43], s[4:5], 0
        flat_load_dword v18, v[2:3]
        s_endpgm
.p2align 8
k2:
.skip 256
        s_mov_b32 s57, s28
        v_mov_b32 v15, gd1%0x100000000
        s_nop 2
        v_mov_b32 v15, v0
        s_nop 0
        v_mov_b32 v4, gd1%0x100000000
        s_mov_b32 s8, gd2>>32
        v_add_i32 v21, vcc, v1, v2
        s_endpgm
