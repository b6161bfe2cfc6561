.hsalayout
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .sgprsnum 36
        .wavefront_size 16
        .dims y
        .reserved_vgprs 47, 51
.kernel k1
    .config
        .privmode
        .pgmrsrc2 0x564180
        .floatmode 0xe8
        .setupargs
        .arg a0, "myt", image2d, rdonly
.kernel k2
    .config
        .useargs
        .dims xyz, x
        .vectypehint float4
        .usesetup
        .vgprsnum 248
        .setupargs
        .arg a0, uchar16
        .arg a1, short3*, global
.text
.p2align 8
k0:
.skip 256
.global cl512530
cl512530:
        .kcode k0
.globaldata
        v_mov_b32 v36, 0
        .kcodeend
        s_mov_b32 s21, s2
        .kcode k1
        v_mov_b32 v8, 0
        .kcodeend
        s_mov_b32 s18, s27
        v_mov_b32 v40, v11
        .kcode k1
        v_mov_b32 v95, 0
        .kcodeend
        s_endpgm
.p2align 8
k1:
.skip 256
        .kcode k0
        v_mov_b32 v64, 0
        .kcodeend
        s_endpgm
.p2align 8
k2:
.skip 256
        s_mov_b32 s15, s32
        s_endpgm
