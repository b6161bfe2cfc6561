.rocm
.kernel k
    .config
        .md_symname " lead"
        .md_language "9lives"
        .runtime_handle "trail "
        .arg a, "star*", 4, , value, i32
        .arg b, "amp&", 4, , value, i32
        .arg c, "bang!", 4, , value, i32
        .arg d, "at@", 4, , value, i32
        .arg e, "quote'", 4, , value, i32
        .arg f, "tab\t", 4, , value, i32
        .arg g, "hi\xc3\xa9", 4, , value, i32
        .arg h, "oct\0017", 4, , value, i32
        .arg i, "", 4, , value, i32
.text
k:  .skip 256
    s_endpgm
