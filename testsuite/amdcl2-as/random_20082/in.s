.arch_stepping 3
.globaldata
gd0: .int 29,44
.p2align 2
gd1: .int 953
.p2align 0
.quad 0,0,0,0
.global gd0
.kernel k0
    .hsaconfig
        .priority 5
        .use_debug_enabled
        .floatmode 0xb8
        .scratchbuffer 367
        .dims xy
        .vectypehint float4
        .setupargs
        .arg a0, double
        .arg a1, uchar16*, local
        .arg a2, double3
    .text
        s_mov_b32 s2, gd0//0x100000000
        v_mov_b32 v0, (gd0+8)>>32
        s_mov_b32 s12, s34
        v_add_f32 v18, v1, v2
        v_mov_b32 v15, v11
        v_mov_b32 v70, v30
        s_endpgm
.kernel k1
    .config
        .usesetup
        .floatmode 0xbc
        .vgprsnum 133
        .sgprsnum 32
        .cws 24, 7, 4
        .setupargs
        .arg a0, "myt", image, read_only
        .arg a1, double*, local
        .arg a2, "image2d_t", image2d, write_only
    .text
.global cl333326
cl333326:
        v_mov_b32 v63, v26
        s_mov_b32 s0, gd1%%0x100000000
        v_mov_b32 v9, gd0//0x100000000
        s_mov_b32 s11, gd0/0x100000000
        v_mov_b32 v2, v19
        s_endpgm
