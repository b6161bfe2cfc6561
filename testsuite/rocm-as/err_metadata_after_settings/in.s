.rocm
.kernel k
    .config
        .md_vgprsnum 3
.metadata
    .ascii "x"
.text
k:  .skip 256
    s_endpgm
