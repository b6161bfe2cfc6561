.rocm
.metadata
    .ascii "x"
.md_version 1, 0
.printf 1, "x"
.kernel k
    .config
        .arg a, "int", 4, , value, i32
        .cws 1
        .vectypehint int
        .md_symname "k"
        .md_language "x"
        .runtime_handle "r"
        .md_sgprsnum 3
.text
k:  .skip 256
    s_endpgm
