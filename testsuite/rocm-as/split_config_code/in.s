
.kernel k1
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg a, "int*", 8, , globalbuf, i32, global
.kernel k2
    .config
        .dims xy
.text
.p2align 8
.kernel k1
.kernel k2
.text
k1: .skip 256
    s_mov_b32 s30, 0
    s_endpgm
.text
.p2align 8
.kernel k2
.text
k2: .skip 256
    v_mov_b32 v70, 0
    s_endpgm
