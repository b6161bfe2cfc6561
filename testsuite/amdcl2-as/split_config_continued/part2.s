.kernel k
    .config
        .arg b, float
        .localsize 512
    .text
        s_endpgm
