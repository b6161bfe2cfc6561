.kernel k
    .config
        .setupargs
    .text
        s_endpgm
