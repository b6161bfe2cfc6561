.hsalayout
.kernel k0
    .hsaconfig
        .cws 46, 8, 2
        .use_private_segment_size
        .floatmode 0x1d8
        .private_elem_size 2
        .wavefront_sgpr_count 38
        .use_debug_enabled
        .work_group_size_hint 45, 3
        .sgprsnum 5
        .vectypehint float4
        .kernel_code_prefetch_offset 78
        .arg a0, queue
