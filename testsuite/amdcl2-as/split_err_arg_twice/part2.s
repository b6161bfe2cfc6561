.kernel k
    .config
        .arg a, int
    .text
        s_endpgm
