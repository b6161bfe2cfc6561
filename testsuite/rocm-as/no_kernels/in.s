.rocm
.globaldata
    .int 5
.text
    s_endpgm
