.metadatav3
.kernel k1
    .config
        .arg c, "long", 8, , value, i64
.text
k1: s_endpgm
