.compile_options "x y z"
.arch_stepping 0
.globaldata
gd0: .int 199,421,518,997
.quad 0,0,0,0
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .group_segment_align 32
        .tgsize
        .call_convention 8
        .use_dispatch_ptr
        .kernarg_segment_align 16
        .floatmode 0x8e
        .priority 3
        .work_group_size_hint 55, 6
        .sgprsnum 37
        .dx10clamp
        .gdssize 53533
        .cws 64, 5, 3
        .use_debug_enabled
        .default_hsa_features
        .use_ptr64
        .dims xyz, x
        .pgmrsrc2 0x3bf419
        .private_elem_size 16
        .setupargs
        .arg a0, short
        .arg a1, structure*, 22, local, const
    .text
        s_nop 6
        v_mov_b32 v16, gd0%0x100000000
        s_mov_b32 s9, (gd0+4)&0xffffffff
        v_mov_b32 v24, v12
        s_mov_b32 s59, s6
        v_mov_b32 v91, v28
        s_endpgm
.kernel k1
    .config
        .dims xy
        .sgprsnum 60
        .cws 3, 7, 4
        .work_group_size_hint 4, 7
        .arg a0, int2, unused
        .arg a1, counter32
        .arg a2, int
    .text
.global cl625149
cl625149:
        s_load_dwordx4 s[24:27], s[4:5], 0
        s_nop 6
        s_mov_b32 s37, s18
        s_nop 2
        s_mov_b32 s14, s40
        v_mov_b32 v58, v17
        s_mov_b32 s19, gd0//0x100000000
        s_endpgm
.kernel k2
    .config
        .dims x
        .sgprsnum 33
        .cws 50, 7, 3
        .pgmrsrc1 0x2c86
        .setupargs
        .arg a0, sampler
    .text
        .p2align 2
        s_mov_b32 s2, gd0%0x100000000
        s_mov_b32 s8, s4
        v_mov_b32 v70, v3
        s_endpgm
v_mov_b32 v103, 0
s_mov_b32 s50, 0
s_nop 0
.main
