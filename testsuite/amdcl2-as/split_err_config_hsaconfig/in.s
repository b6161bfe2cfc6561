.kernel k
    .config
.kernel k
    .hsaconfig
    .text
        s_endpgm
