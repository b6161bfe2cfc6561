.rocm
.kernel k
    .config
        .dims xy
        .arg a, "int*", 8, , globalbuf, i32, global
        .arg b, "int", 4, , value, i32
.text
k:  .skip 256
    s_endpgm
