.format rocm
.nosectdiffs
.newbinfmt
.arch_minor 3
.md_version 3, 2
.kernel k0
    .config
        .use_grid_workgroup_count xyz
        .userdatanum 5
        .gds_segment_size 9358
        .default_hsa_features
        .priority 1
        .localsize 12218
        .use_grid_workgroup_count x
        .vgprsnum 59
        .kernel_code_prefetch_size 7590
        .wavefront_sgpr_count 56
        .md_language "' *\\bX@&'b ", 0, 1
        .runtime_handle "bc_\\cc&Z"
        .spilledvgprs 66
        .runtime_handle "Y\""
        .md_language "%:-!%&%:\t", 1, 0
        .arg n, 12, 2, printfbuf, int volatile pipe
        .arg ptr_2, "image2d_t", 16, , queue, f16 const const volatile
        .arg , "image2d_t", 24, , complact, u32 pipe pipe restrict
        .arg x1, "int4", 12, , globalbuf, f32, local, wronly const
.kernel k1
    .fkernel
    .config
        .pgmrsrc2 0xde980ef2
        .exceptions 0x6b
        .reserved_vgprs 202, 218
        .max_flat_work_group_size 995
        .spilledsgprs 33
        .spilledsgprs 22
.kernel k2
    .config
        .userdatanum 13
        .workitem_vgpr_count 15
        .md_kernarg_segment_align 4

.text
.p2align 8
.text
k0:
.skip 256
    s_mov_b32 vcc_lo, s31
    s_mov_b32 s29, s100
    s_mov_b32 s90, s42
    s_mov_b32 vcc_lo, s56
    v_mov_b32 v78, v89
    s_mov_b32 s97, s5
    s_mov_b32 vcc_lo, s26
    s_mov_b32 vcc_lo, s91
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 vcc_lo, s74
    s_add_u32 s91, s39, 60
    v_add_f32 v167, v49, v201
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v200, v16, v119
    s_mov_b32 s48, s0
    v_add_f32 v23, v211, v145
    s_add_u32 s78, s80, 57
    s_endpgm

.text
.p2align 8
.section .comment
.ascii "Z\t@b0"
