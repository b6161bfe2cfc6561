.kernel k0
    .config
        .pgmrsrc3 0xef8d7c48
        .gds_segment_size 3230
        .kernarg_segment_size 571
        .use_grid_workgroup_count x
        .dims xy
        .md_vgprsnum 128
        .max_flat_work_group_size 864
