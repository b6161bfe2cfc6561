.kernel k
    .config
        .arg a, "int", 4, , value, i32
