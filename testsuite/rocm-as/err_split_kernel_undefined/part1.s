
.kernel k
    .config
