
.gotsym missing
.kernel k
    .config
