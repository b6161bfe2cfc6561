
.amd3
.globaldata
.fill 128, 1, 0
.kernel k1
    .config
        .dims x
        .arg a, "int", 4, , value, i32
        .arg b, "int", 4, , value, i32
.kernel k2
    .config
