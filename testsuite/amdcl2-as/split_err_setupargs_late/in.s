.kernel k
    .config
        .arg a, int
.kernel k
    .config
        .setupargs
    .text
        s_endpgm
