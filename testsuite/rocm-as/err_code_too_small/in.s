.rocm
.kernel k
    .config
        .dims x
.text
k:  s_endpgm
