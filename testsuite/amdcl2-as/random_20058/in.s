.arch_stepping 0
.hsalayout
.globaldata
.global gd0
gd0: .int 539,239
.quad 0,0,0,0
.samplerinit
.quad 11
.samplerreloc 0, 0
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .pgmrsrc1 0x4aee
        .kernarg_segment_align 32
        .use_private_segment_buffer
        .pgmrsrc2 0x760654
        .use_dispatch_id
        .workitem_vgpr_count 36
        .vgprsnum 68
        .cws 22, 5, 4
        .arg a0, uchar*, global
.kernel k1
    .config
        .useargs
        .vgprsnum 18
        .localsize 5105
        .floatmode 0xac
        .dims xy
        .arg a0, double, unused
        .arg a1, long8
        .arg a2, short3
        .arg a3, float3*, constant
        .arg a4, long*, local
.text
.p2align 8
k0:
.skip 256
        s_nop 4
        s_mov_b32 s3, gd0%%0x100000000
        .kcode k1
        v_mov_b32 v32, 0
        .kcodeend
        s_mov_b32 s1, gd0%%0x100000000
        s_endpgm
.p2align 8
k1:
.skip 256
        s_mov_b32 s24, s6
        s_mov_b32 s1, s17
        s_mov_b32 s14, gd0//0x100000000
        s_mov_b32 s18, gd0&0xffffffff
        s_endpgm
.text
