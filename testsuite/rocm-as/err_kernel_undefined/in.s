.rocm
.kernel k
    .config
.kernel other
    .config
.text
other: .skip 256
    s_endpgm
