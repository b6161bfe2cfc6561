.kernel k
    .config
        .sgprsnum 40
        .arg b, "float*", 8, , globalbuf, f32, global, default const
        .md_language "OpenCL", 1, 2
.text
k:  .skip 256
    s_endpgm
