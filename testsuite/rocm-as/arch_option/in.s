.rocm
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
