
.newbinfmt
.md_version 1, 1
.kernel k
    .config
        .dims x
        .arg a, "int", 4, , value, i32
