.kernel k2
    .config
        .usegeneric
        .usesetup
        .pgmrsrc2 0x6c7f3
        .localsize 28306
        .vgprsnum 101
    .text
        s_load_dwordx4 s[36:39], s[4:5], 0
        s_endpgm
