.kernel k0
    .fkernel
    .config
        .default_hsa_features
        .debug_wavefront_private_segment_offset_sgpr 47
        .codeversion 2, 3
        .default_hsa_features
        .use_kernarg_segment_ptr
        .call_convention 0x502fcf13
        .pgmrsrc3 0x648c814
        .use_grid_workgroup_count x
        .runtime_loader_kernel_symbol 0xf4146173fb
.kernel k1
    .config
        .kernel_code_prefetch_offset 3220
        .wavefront_size 128
        .pgmrsrc3 0xb5a6c6c8
        .call_convention 0x31ee8f2
        .kernel_code_entry_offset 512
        .max_scratch_backing_memory 7343
        .max_scratch_backing_memory 4720
        .machine 9, 19, 0, 19
        .kernel_code_prefetch_size 3898
        .gds_segment_size 3694
