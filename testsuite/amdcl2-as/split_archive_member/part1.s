.kernel k
    .config
        .arg a, int*, global
    .text
        s_mov_b32 s0, table
        s_endpgm
