.globaldata
gd0: .int 164
.p2align 4
gd1: .int 459,555,13
.p2align 1
.quad 0,0,0,0
.bssdata
bs0: .skip 38
.section .ala
.global ala0
ala0: .byte 1,2,3
.kernel k0
    .metadata
    .byte 75,67,91,10,171,66,231,48,54,108,126
    .text
        s_mov_b32 s10, bs0>>32
        v_mov_b32 v15, v8
        v_mov_b32 v58, v19
s_mov_b32 s1, gd0>>31
        v_mov_b32 v6, (gd1+4)&0xffffffff
        s_nop 0
        s_endpgm
.kernel k1
    .config
        .cws 9, 7, 4
        .work_group_size_hint 24, 3
        .vgprsnum 181
        .useargs
        .dims xyz
        .setupargs
    .text
        s_mov_b32 s21, s6
        s_nop 4
        s_endpgm
