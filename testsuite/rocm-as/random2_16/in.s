.format rocm
.newbinfmt
.eflags 31
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.globaldata
gd0:
.int 43, 91, 51, 38
.global gd1
gd1:
.int 64, 75, 15, 63
.global ls0, ls1
ls0 = k0 - gd0
ls1 = k0 + (k0 - gd0)
.kernel k0
    .config
        .wavefront_sgpr_count 26
        .private_elem_size 2
        .pgmrsrc3 0x4877ba5
        .gds_segment_size 6028
        .reserved_sgprs 79, 82
        .call_convention 0x2352f5de
        .sgprsnum 72
        .private_segment_align 256
        .md_sgprsnum 87
        .md_sgprsnum 22
        .runtime_handle "Xb*Y"
        .runtime_handle "1_&a\"-1'\\'&1"
        .arg , "image2d_t", 4, , none, half pipe volatile
.kernel k1
    .config
        .max_scratch_backing_memory 6816
        .kernel_code_prefetch_offset 8860
        .vgprsnum 12
        .ieeemode
        .default_hsa_features
        .pgmrsrc3 0xb6db402b
        .arg , "image2d_t", 8, , queue, f64
        .arg a, "uint", 2, , value, i16
    .control_directive
        .fill 128, 1, 0xe1
    .config
        .dims x
.text
.global k0
k0:
.skip 256
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v123, v121, v238
    s_nop 3
    s_mov_b32 s8, s14
    v_add_f32 v248, v196, v52
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
