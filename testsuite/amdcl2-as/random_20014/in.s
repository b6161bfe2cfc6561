.compile_options "x y z"
.hsalayout
.globaldata
.global gd0
gd0: .int 560,745,751,686,839
.global gd1
gd1: .int 891,760,12
.p2align 4
.global gd2
gd2: .int 321,983,994
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 241,26,106,125,69,183,113
.global rw1
rw1: .byte 50,22,3,50,233,141,3
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
.text
