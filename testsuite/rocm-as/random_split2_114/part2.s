.nosectdiffs
.kernel k0
    .config
        .reserved_vgprs 30, 225
        .use_grid_workgroup_count y
        .dims xyz, y
        .max_scratch_backing_memory 7388
        .workitem_vgpr_count 18
        .runtime_loader_kernel_symbol 0x2ccd851fca
        .default_hsa_features
    .control_directive
        .fill 128, 1, 0xeb
    .config
        .dims x
