.hsalayout
.kernel k1
    .config
        .dims xy
.text
.p2align 8
k1:
.skip 256
        s_mov_b32 s5, gd1+4
        s_mov_b32 s6, bz%0x100000000
        s_mov_b32 s7, gd0//0x100000000
        s_mov_b32 s8, later&0xffffffff
        s_mov_b32 s9, alpha
        s_mov_b32 s10, (gd1+12)>>32
        s_endpgm
.global omega, beta
omega = 77
beta: s_nop 0
