.kernel k
    .metadata
        .byte 1
