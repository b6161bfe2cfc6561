.format rocm
.nosectdiffs
.kernel k0
    .config
        .private_segment_align 32
        .md_private_segment_fixed_size 3325
        .md_kernarg_segment_align 8
        .arg buf, 2, 2, pipe, uint, default, default volatile restrict
        .arg , 16, 1, image, uint, read_only, read_only
        .arg x1, 2, , sampler, u64 pipe pipe
        .arg x1, "float*", 4, 16, goy, u64 restrict volatile
        .arg ptr_2, "", 16, 16, value, short pipe
