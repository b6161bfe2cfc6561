.kernel k
    .config
        .arg a, int*, global
    .text
        s_mov_b32 s0, table
        s_endpgm
.globaldata
.global table
table:  .int 1, 2, 3, 4
