.hsalayout
.globaldata
gd0: .int 857,758,568
.quad 0,0,0,0
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .config
        .useenqueue
        .dims xyz, x
        .sgprsnum 68
        .dx10clamp
        .localsize 28260
        .cws 34, 3, 3
        .setupargs
        .arg a0, long8, unused
        .arg a1, double3
        .arg a2, uchar
        .arg a3, uchar
        .arg a4, float, unused
.kernel k1
    .config
        .vgprsnum 125
        .dims , x
        .floatmode 0x8c
        .ieeemode
.text
.p2align 8
k0:
.skip 256
        v_mov_b32 v62, v23
        s_mov_b32 s57, s21
        v_mov_b32 v63, v27
        v_mov_b32 v15, v23
        s_nop 2
        v_mov_b32 v9, (gd0+8)>>32
        s_nop 7
        s_mov_b32 s41, s14
        s_endpgm
.p2align 8
k1:
.skip 256
        v_mov_b32 v95, v23
        s_endpgm
