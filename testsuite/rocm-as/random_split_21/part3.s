.metadatav3
.kernel k0
    .fkernel
    .config
        .workitem_vgpr_count 13
        .workgroup_fbarrier_count 691
        .kernel_code_entry_offset 917
        .private_elem_size 16
        .machine 10, 13, 19, 2
        .fixed_work_group_size 188
        .runtime_handle "%Z\\&YY\""
        .spilledvgprs 80
        .arg , "", 1, , printfbuf, f16
        .arg a, 1, 45, globaloffsety, f32
        .arg a, 24, , gox, i8
.kernel k1
.kernel k2
    .config
        .wavefront_sgpr_count 48
