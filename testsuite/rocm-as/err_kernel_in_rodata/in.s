.rocm
.kernel k
    .config
.globaldata
k:  .int 0
.text
    s_endpgm
