.rocm
.metadatav3
.globaldata
.fill 64, 1, 0
.kernel k
    .config
        .dims x
        .arg a, "int", 4, 8, value, i32
        .arg b, "int", 4, , value, i32
.text
k:  .skip 256
    s_endpgm
