.amdcl2
.gpu Bonaire
.hsalayout
.globaldata
        .int 1, 2, 3
gd:     .int 4, 5, 6, 7
.rwdata
        .byte 9
rw:     .byte 10, 11
.bssdata align=16
        .skip 20
bs:     .skip 4
.kernel k
    .config
        .arg a, int*, global
.text
k:
.skip 256
        s_mov_b32 s0, gd
        s_mov_b32 s1, gd&0xffffffff
        s_mov_b32 s2, gd%0x100000000
        s_mov_b32 s3, gd%%0x100000000
        s_mov_b32 s4, gd>>32
        s_mov_b32 s5, gd/0x100000000
        s_mov_b32 s6, gd//0x100000000
        s_mov_b32 s7, (gd+12)&0xffffffff
        s_mov_b32 s8, (gd+8)>>32
        v_mov_b32 v1, rw>>32
        v_mov_b32 v2, (rw+1)&0xffffffff
        v_mov_b32 v3, bs
        s_add_u32 s1, s2, bs//0x100000000
        .int gd
        .int (rw+4)>>32
        s_endpgm
