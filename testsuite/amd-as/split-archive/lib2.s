.kernel unused_k
    .config
    .text
    s_endpgm
