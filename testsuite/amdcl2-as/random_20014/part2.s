.hsalayout
.kernel k0
    .config
        .tgsize
        .priority 0
        .dims , x
        .useenqueue
        .useargs
        .setupargs
.kernel k1
    .config
        .pgmrsrc1 0x2fa3
        .cws 49, 2, 4
        .dims xyz
        .vgprsnum 64
        .vectypehint int
        .sgprsnum 94
        .setupargs
        .arg a0, "image2d_t", image1d_buffer, read_only
        .arg a1, int
        .arg a2, double, unused
        .arg a3, uint
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s1, gd2%0x100000000
        s_mov_b32 s54, s38
        s_mov_b32 s3, (rw0+4)&0xffffffff
        s_mov_b32 s11, s40
        s_mov_b32 s26, s21
        s_endpgm
.p2align 8
k1:
.skip 256
        s_mov_b32 s10, s14
        s_mov_b32 s41, s31
        v_mov_b32 v19, v12
        s_nop 7
        s_endpgm
