.rocm
.dims x
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
