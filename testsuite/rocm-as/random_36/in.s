.amd3
.target "x"
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 85, 66
gd1:
.int 4, 76, 12, 50
.gotsym gd0, got_gd0
.kernel k0
    .fkernel
.kernel k1
.kernel k2
    .config
        .use_grid_workgroup_count xy
        .kernarg_segment_size 909
        .kernarg_segment_size 283
        .private_elem_size 4
        .md_language "\\Z**'", 0, 1
        .md_private_segment_fixed_size 2702
        .spilledsgprs 86
        .md_kernarg_segment_align 4
        .md_symname "-a@\\\\_-"
.text
.global k2
k2:
    s_endpgm
.p2align 8
.global k0
k0:
    .int . - gd1
    s_mov_b32 s80, s16
    s_add_u32 s55, s2, 9
    s_mov_b32 vcc_lo, s91
    v_mov_b32 v172, v139
    v_mov_b32 v250, v152
    s_endpgm
.p2align 8
k1:
    s_endpgm
