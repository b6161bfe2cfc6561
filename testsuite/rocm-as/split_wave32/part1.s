
.kernel k1
    .config
        .use_wave32
.kernel k2
    .config
