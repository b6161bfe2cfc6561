.arch_minor 4
.arch_stepping 0
.hsalayout
.bssdata
bs0: .skip 19
bs1: .skip 26
.global absx
absx = 37
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .config
        .localsize 8815
        .usesetup
        .scratchbuffer 864
        .vectypehint double8
        .useargs
        .dims , x
        .setupargs
        .arg a0, clkevent
        .arg a1, char
        .arg a2, char4
.kernel k1
    .hsaconfig
        .private_segment_align 16
        .priority 2
        .localsize 25613
        .cws 37, 2, 2
        .arg a0, pipe
        .arg a1, ulong2
        .arg a2, double3
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s32, s11
        s_mov_b32 s42, s21
        v_mov_b32 v12, bs1//0x100000000
        s_mov_b32 s47, s30
        s_endpgm
.p2align 8
k1:
.skip 256
        v_mov_b32 v73, v1
        s_nop 4
        v_mov_b32 v10, v25
        s_mov_b32 s1, (bs0+8)>>32
        s_nop 3
        v_mov_b32 v4, bs1>>32
        s_mov_b32 s14, s4
        v_mov_b32 v16, bs0&0xffffffff
        s_endpgm
