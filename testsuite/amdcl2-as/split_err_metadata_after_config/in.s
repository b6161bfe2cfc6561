.kernel k
    .config
.kernel k
    .metadata
        .byte 1
