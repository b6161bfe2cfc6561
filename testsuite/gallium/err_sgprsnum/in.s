# .sgprsnum above the maximum (102 on GCN 1.2)
.gallium
.kernel k
    .config
        .sgprsnum 103
.text
k:      s_endpgm
