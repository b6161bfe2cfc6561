.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 18
.global gd1
gd1:
.int 44, 78
.kernel k0
    .config
        .gds_segment_size 3794
        .kernel_code_prefetch_size 6042
        .private_segment_fixed_size 2597
        .wavefront_sgpr_count 50
        .floatmode 0x6d
        .pgmrsrc2 0x9d5074d0
        .call_convention 0xd9c6f0e4
        .workgroup_fbarrier_count 1871
        .machine 8, 15, 4, 15
        .md_sgprsnum 39
        .arg n, 12, 8, image, f32
