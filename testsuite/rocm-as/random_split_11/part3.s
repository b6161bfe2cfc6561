.kernel k0
    .config
        .workitem_vgpr_count 200
        .use_queue_ptr
        .default_hsa_features
        .kernarg_segment_size 412
        .group_segment_fixed_size 30829
        .reserved_vgprs 204, 235
        .machine 15, 15, 10, 18
        .runtime_handle "0%"
        .arg , "float*", 2, , globalbuf, ulong, local
        .arg a, "uint", 1, , gox, f64 const pipe pipe
        .arg buf, "int4", 1, , goy, i16
