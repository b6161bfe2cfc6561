
.metadata
    .ascii "x"
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
.text
.p2align 8
.kernel k
    .config
        .arg a, "int", 4, , value, i32
