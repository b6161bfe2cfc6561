.kernel k
    .config
