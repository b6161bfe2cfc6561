.rocm
.32bit
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
