
.newbinfmt
.metadata
    .ascii "part one\n"
.kernel k
    .config
