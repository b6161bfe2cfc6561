.globaldata
.p2align 3
.global gd2
gd2:    .quad 7
.kernel k
    .config
        .arg a, int*, global
    .text
        s_mov_b32 s0, gd
        s_mov_b32 s1, gd>>32
        v_mov_b32 v0, (gd2+4)&0xffffffff
        v_mov_b32 v1, rw//0x100000000
        s_add_u32 s2, s3, bs%0x100000000
        .int gd2
        s_endpgm
