.kernel k
    .config
        .arg a, int
