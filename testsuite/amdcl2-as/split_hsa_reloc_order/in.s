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
.rwdata
.global rwx, alpha
rwx: .byte 1,2,3,4,5,6,7,8
alpha: .byte 9
.globaldata
.global later
later: .int 7,8
.bssdata
.global bz
bz: .skip 16
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
