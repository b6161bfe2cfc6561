.kernel k
    .hsaconfig
    .text
        s_endpgm
