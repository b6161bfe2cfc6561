.rocm
.kernel k
    .config
        .dims xy
        .use_kernarg_segment_ptr
        .arg a, "int", 4, , value, i32
.text
k:  .skip 256
    s_mov_b32 s7, 0
    s_endpgm
