.kernel a
    .text
        s_endpgm
.kernel c
    .config
        .arg x, float
    .text
        s_endpgm
