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
