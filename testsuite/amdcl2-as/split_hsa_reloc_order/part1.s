.hsalayout
.globaldata
.global gd0, gd1, zeta
gd0: .int 1,2,3
gd1: .int 4,5
.kernel k0
    .config
        .dims x
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s1, later+4
        s_mov_b32 s2, gd1
        s_mov_b32 s3, (rwx+4)>>32
        s_mov_b32 s4, gd0+8
        s_endpgm
zeta = 5
