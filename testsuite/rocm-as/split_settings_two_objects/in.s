
.newbinfmt
.md_version 1, 1
.kernel k
    .config
        .dims x
        .arg a, "int", 4, , value, i32
.text
.p2align 8
.kernel k
    .config
        .sgprsnum 40
        .arg b, "float*", 8, , globalbuf, f32, global, default const
        .md_language "OpenCL", 1, 2
.text
k:  .skip 256
    s_endpgm
