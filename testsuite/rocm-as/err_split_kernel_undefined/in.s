
.kernel k
    .config
.text
.p2align 8
.text
    s_endpgm
