.kernel k0
    .fkernel
.kernel k1
    .config
        .use_kernarg_segment_ptr
        .use_dispatch_ptr
        .scratchbuffer 78436
        .pgmrsrc3 0xed8ddde2
        .kernel_code_entry_offset 256
        .debug_wavefront_private_segment_offset_sgpr 56
        .sgprsnum 47
        .max_flat_work_group_size 516
        .md_kernarg_segment_size 299
        .md_sgprsnum 54
        .arg buf, "int4", 16, 1, complact, float
        .arg n, "int4", 24, , queue, long
