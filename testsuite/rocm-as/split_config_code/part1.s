
.kernel k1
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg a, "int*", 8, , globalbuf, i32, global
.kernel k2
    .config
        .dims xy
