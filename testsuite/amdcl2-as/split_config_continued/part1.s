.kernel k
    .config
        .dims x
        .setupargs
        .arg a, int*, global
