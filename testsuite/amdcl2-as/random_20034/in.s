.compile_options "x y z"
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.hsalayout
.globaldata
.global gd0
gd0: .int 777,960,223,213,777
.global gd1
gd1: .int 820,793
.global gd2
gd2: .int 98,140
.global gd3
gd3: .int 148,823,141,89
.quad 0,0,0,0
.sampler 7614
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .floatmode 0x182
        .private_segment_align 16
        .workitem_vgpr_count 92
        .setupargs
        .arg a0, ushort
        .arg a1, int3*, constant
        .arg a2, counter32
        .arg a3, int3*, constant, const
.kernel k1
    .config
        .dx10clamp
        .vectypehint double8
        .dims yz, z
        .tgsize
        .gdssize 43046
        .arg a0, void*, constant
        .arg a1, int2
        .arg a2, char4*, global
        .arg a3, "myt", image2d, write_only
.text
.p2align 8
k0:
.skip 256
        s_nop 5
        v_mov_b32 v99, v14
        s_endpgm
.p2align 8
k1:
.skip 256
        s_nop 4
        s_mov_b32 s7, gd0>>32
        v_mov_b32 v88, v24
        s_endpgm
.text
