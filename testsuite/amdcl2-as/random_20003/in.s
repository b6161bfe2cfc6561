.arch_minor 6
.globaldata
gd0: .int 401,947
.p2align 1
.quad 0,0,0,0
.section .ala
ala0: .byte 1,2,3
.global absx
absx = 69
.kernel k0
    .hsaconfig
        .debugmode
        .gds_segment_size 36
        .kernel_code_prefetch_offset 88
        .cws 13, 3, 3
        .work_group_size_hint 6, 3
        .userdatanum 0
        .setupargs
        .arg a0, char
        .arg a1, "myt", image, rdonly
        .arg a2, uchar16*, global, restrict, unused
        .arg a3, double3*, local, const
        .arg a4, long*, constant
    .text
        s_mov_b32 s54, s33
        s_mov_b32 s42, s3
        s_endpgm
.kernel k1
    .config
        .dims x, xy
        .setupargs
        .arg a0, long
        .arg a1, double
    .text
        v_mov_b32 v29, v30
        s_mov_b32 s41, s15
        s_nop 3
        s_mov_b32 s34, s4
        s_mov_b32 s36, s4
        s_nop 3
        s_endpgm
