.globaldata
gd0: .int 478
gd1: .int 860,363,884
.p2align 2
gd2: .int 187,5
.quad 0,0,0,0
.bssdata align=16
bs0: .skip 6
bs1: .skip 11
.samplerinit
.quad 53,46,74
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .text
        s_mov_b32 s13, gd0
        s_mov_b32 s0, s34
        v_mov_b32 v84, v21
        v_mov_b32 v15, bs0%%0x100000000
        v_mov_b32 v11, gd1%%0x100000000
        s_mov_b32 s53, s19
        v_mov_b32 v74, v4
        s_endpgm
.kernel k1
    .config
        .gdssize 5064
        .tgsize
        .cws 23, 6, 2
        .dims xyz
        .exceptions 0x31
        .arg a0, uchar16*, global, const, unused
        .arg a1, int3
    .text
        s_mov_b32 s53, s24
        s_mov_b32 s56, s9
        s_nop 2
        v_mov_b32 v5, v0
        v_mov_b32 v73, v17
        s_load_dwordx4 s[4:7], s[4:5], 0
        s_mov_b32 s15, bs1//0x100000000
        v_mov_b32 v7, bs1>>32
        s_endpgm
