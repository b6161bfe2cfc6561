.kernel k
    .config
        .dims xy
        .useargs
        .setupargs
        .arg a, int*, global
        .arg n, uint
