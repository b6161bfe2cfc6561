# Split sources: the kernels' configuration and metadata here, their code
# in part2.s and part3.s (assembled separately, linked in this order).
# Target ID with xnack on.
.rocm
.gpu GFX900
.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"
.kernel add1
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg buf, "int*", 8, , globalbuf, i32, global, default
.kernel add2
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg buf, "int*", 8, , globalbuf, i32, global, default
        .arg k, "int", 4, , value, i32
